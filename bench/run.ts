/**
 * Benchmarks (`npm run bench`): each measures one thing and returns a section of bench/RESULTS.md.
 * Timings and sizes belong here, never in test assertions; nothing here fails the test command.
 * `npm run bench -- --only tablet-start,server-scale` measures those again and replaces their sections,
 * saying so at the top.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDeviceEnv, type DeviceEnv } from './device/device-env';
import { deviceMirror } from './device-mirror';
import { firstLoad } from './first-load';
import { headsetCheckIn } from './headset-check-in';
import { headsetDownload } from './headset-download';
import { outboxDrain } from './outbox-drain';
import { serverScale } from './server-scale';
import { serverTimings } from './server-timings';
import { tabletStart } from './tablet-start';
import { uploadResume } from './upload-resume';

/** In the report's order. The first load builds dist/, which the device benchmarks then serve. */
const BENCHMARKS: Array<{ name: string; device?: true; run: (device: DeviceEnv) => Promise<string> }> = [
  { name: 'first-load', run: () => firstLoad() },
  { name: 'tablet-start', device: true, run: tabletStart },
  { name: 'device-mirror', device: true, run: deviceMirror },
  { name: 'outbox-drain', device: true, run: outboxDrain },
  { name: 'server-timings', run: () => serverTimings() },
  { name: 'upload-resume', run: () => uploadResume() },
  { name: 'server-scale', run: () => serverScale() },
  { name: 'headset-download', run: () => headsetDownload() },
  { name: 'headset-check-in', run: () => headsetCheckIn() },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !BENCHMARKS.some((bench) => bench.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `unknown benchmark ${unknown.join(', ')}: ${BENCHMARKS.map((bench) => bench.name).join(', ')}`,
  );
}
const chosen = BENCHMARKS.filter((bench) => !only || only.includes(bench.name));

const sections: string[] = [];
let device: DeviceEnv | undefined;
try {
  for (const bench of chosen) {
    if (bench.device) device ??= await startDeviceEnv();
    sections.push(await bench.run(device!));
  }
} finally {
  await device?.close();
}

const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');
const today = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
const where = `Node ${process.version}, ${process.platform}, ${machine}, load average ${os
  .loadavg()
  .map((load) => load.toFixed(2))
  .join(' ')} at the end`;
const headingOf = (section: string) => section.split('\n', 1)[0]!;

let report: string;
if (!only) {
  report = `# Benchmarks\n\nWritten by \`npm run bench\` on ${today} (${where}).\n\n${sections.join('\n')}`;
} else {
  // Sections start with their `## ` heading; a measured one replaces the section of the same heading.
  const previous = await readFile(RESULTS, 'utf8');
  const [head = '', ...kept] = previous.split(/\n(?=## )/);
  const fresh = new Map(sections.map((section) => [headingOf(section), section.trimEnd()]));
  const merged = kept.map((section) => fresh.get(headingOf(section)) ?? section.trimEnd());
  for (const [heading, section] of fresh)
    if (!kept.some((old) => headingOf(old) === heading)) merged.push(section);
  const note = `Measured again on ${today} by \`npm run bench -- --only ${only.join(',')}\` (${where}): ${[...fresh.keys()].map((heading) => `"${heading.slice(3)}"`).join(', ')}.`;
  report = `${head.trimEnd()}\n\n${note}\n\n${merged.join('\n\n')}\n`;
}
await writeFile(RESULTS, report);
console.log(report);
