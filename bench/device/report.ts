/** The pieces of a device benchmark's section of bench/RESULTS.md. */

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const milliseconds = (ms: number) => `${ms.toFixed(1)} ms`;
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface Goal {
  what: string;
  figure: string;
  met: boolean;
}

export const goalsTable = (goals: readonly Goal[]) =>
  table(
    ['Goal', 'Figure', ''],
    goals.map((goal) => [goal.what, goal.figure, goal.met ? 'met' : '**missed**']),
  );

/** A section: heading, what is measured and how, the figures, the goals; printed as it is made. */
export function section(
  heading: string,
  how: string,
  figures: string,
  goals: readonly Goal[],
  note = '',
): string {
  const text = `## ${heading}\n\n${how}\n\n${figures}\n\n${goalsTable(goals)}\n${note ? `\n${note}\n` : ''}`;
  console.log(text);
  return text;
}
