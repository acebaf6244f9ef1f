/** Axis labels short enough for a bar chart on a tablet; the chart's table alternative keeps the full names. */
const LABEL_CHARS = 14;

const shortened = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/**
 * Labels that tell the bars apart: two or more words every label starts with ("Zilla Parishad
 * Primary School …") are left out ("Class" of "Class 1" stays), then each is cut to fit.
 */
export function axisLabels(labels: readonly string[]): string[] {
  const words = labels.map((label) => label.trim().split(/\s+/));
  const first = words[0] ?? [];
  let common = 0;
  while (labels.length > 1 && words.every((w) => w.length > common + 1 && w[common] === first[common])) {
    common += 1;
  }
  const dropped = common >= 2 ? common : 0;
  return words.map((w) => shortened(w.slice(dropped).join(' ')));
}
