/** Axis labels short enough for a bar chart on a tablet; the chart's table and tooltip keep the full names. */
const LABEL_CHARS = 14;

const shortened = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** How many leading words two labels share. */
function sharedLead(a: readonly string[], b: readonly string[]): number {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return common;
}

/**
 * Labels that tell the bars apart: each label leaves out the leading words it shares with another label
 * when they are two or more ("Zilla Parishad Primary School Bhilar" is "Bhilar" beside "… Ralegan
 * Siddhi", whatever other schools are named). A label never loses its last word, nor the word after a
 * shorter label it starts with ("Velhe Budruk" beside "Velhe"); a single shared word stays ("Class 1").
 * Then each label is cut to fit.
 */
export function axisLabels(labels: readonly string[]): string[] {
  const words = labels.map((label) => label.trim().split(/\s+/));
  return words.map((own, index) => {
    let dropped = 0;
    words.forEach((other, otherIndex) => {
      if (otherIndex === index) return;
      const common = sharedLead(own, other);
      dropped = Math.max(dropped, common === other.length ? common - 1 : common);
    });
    dropped = Math.min(dropped, own.length - 1);
    return shortened(own.slice(dropped >= 2 ? dropped : 0).join(' '));
  });
}
