/**
 * Benchmarks (`npm run bench`): each measures one thing and returns a section of bench/RESULTS.md.
 * Timings and sizes belong here, never in test assertions; nothing here fails the test command.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDeviceEnv } from './device/device-env';
import { deviceMirror } from './device-mirror';
import { firstLoad } from './first-load';
import { outboxDrain } from './outbox-drain';
import { serverScale } from './server-scale';
import { serverTimings } from './server-timings';
import { tabletStart } from './tablet-start';
import { uploadResume } from './upload-resume';

// The first-load benchmark builds dist/, which the device benchmarks then serve.
const sections = [await firstLoad()];
const device = await startDeviceEnv();
try {
  sections.push(await tabletStart(device), await deviceMirror(device), await outboxDrain(device));
} finally {
  await device.close();
}
sections.push(await serverTimings(), await uploadResume(), await serverScale());

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${process.platform}, ${machine}).

${sections.join('\n')}`;
await writeFile(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(report);
