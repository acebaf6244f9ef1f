/**
 * `npm run headset -- --token <api_token>`: the reference headset against a server (docs/headsets.md).
 * Exit codes: 0 after `--once`, 2 when the server refuses the token (401), 3 when the device is
 * switched off (403), 1 on anything else.
 */
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { Headset } from './headset';
import { Link, RefusedError } from './link';

const { values } = parseArgs({
  options: {
    token: { type: 'string' },
    server: { type: 'string', default: process.env.SHALA_SERVER ?? 'http://localhost:3000' },
    dir: { type: 'string', default: './headset-data' },
    interval: { type: 'string', default: '300' },
    drop: { type: 'string', default: '0' },
    rate: { type: 'string', default: '0' },
    'report-every': { type: 'string', default: '30' },
    once: { type: 'boolean', default: false },
    'no-plays': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const token =
  values.token ?? process.env.SHALA_DEVICE_TOKEN ?? fail('Give the device API token: --token <api_token>');
const number = (name: string, value: string, max = Infinity) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= max
    ? parsed
    : fail(`--${name} must be a number`);
};
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

const link = new Link({
  server: values.server,
  token,
  drop: number('drop', values.drop, 1),
  random: Math.random,
  log,
});
const headset = new Headset(link, {
  dir: values.dir,
  rate: number('rate', values.rate) * 1024,
  reportEveryMs: number('report-every', values['report-every']) * 1000,
  play: !values['no-plays'],
});

for (;;) {
  try {
    await headset.round();
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(`The server refused this headset: ${error.message}`);
      process.exit(error.status === 401 ? 2 : error.status === 403 ? 3 : 1);
    }
    if (values.once) throw error;
    log(`round failed, trying again next round: ${String(error)}`);
  }
  if (values.once) break;
  await delay(number('interval', values.interval) * 1000);
}
