/**
 * The fleet checking in at programme scale: 5,000 headsets of 2,000 schools (`seed:scale`) on
 * PostgreSQL with its default durability, each checking in every five minutes, against the real server
 * in its own process. Also each headset's first check-in (its whole lesson list) and the manifest.
 */
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { CheckInAnswer, Manifest } from '../src/domain/headsets/headset';
import type { CheckInBody } from '../src/domain/headsets/headset-schema';
import { openDatabase } from '../server/db/connection';
import { PROGRAMME_SCALE, seedScale } from '../server/seed/seed-scale';
import { freshDatabase } from './server-access';
import { startServerProcess } from './server-process';

const CHECK_IN_EVERY_S = 5 * 60;
const STEADY_SECONDS = Number(process.env.BENCH_HEADSET_SECONDS ?? 60);
const FIRST_CHECK_INS = 200;
const GOALS = { p99Ms: 50, deltaBytes: 1024 };

/** The scale seed's token of headset `d`. */
const tokenOf = (d: number) => `vr_${createHash('md5').update(`device${d}`).digest('hex')}`;

const report = (lessons: CheckInBody['lessons'], full = false): CheckInBody => ({
  battery_percent: 64,
  charging: false,
  free_storage_mb: 21_000,
  app_version: 'shala-headset 1.0.0',
  os_version: 'Quest OS 71',
  lessons,
  lessons_full: full,
});

async function send<T>(origin: string, d: number, method: string, route: string, body?: unknown) {
  const started = performance.now();
  const answer = await fetch(`${origin}/api/headset${route}`, {
    method,
    headers: {
      authorization: `Device ${tokenOf(d)}`,
      'accept-encoding': 'gzip',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, answer: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

interface Arrivals {
  perSecond: number;
  latencies: number[];
  failed: number;
}

/**
 * Check-ins arriving as independent headsets' do (a Poisson process of `perSecond`, none waiting for
 * another's answer) for `seconds`, going round every headset, each with nothing new to report.
 * autocannon's fixed rate fires its requests in bursts each second, which no fleet does.
 */
async function arrivals(
  origin: string,
  perSecond: number,
  seconds: number,
  first: number,
): Promise<Arrivals> {
  const body = report([]);
  const latencies: number[] = [];
  let failed = 0;
  const sent: Promise<void>[] = [];
  const start = performance.now();
  let at = 0;
  for (let d = first; at < seconds * 1000; d++) {
    at += (-Math.log(1 - Math.random()) / perSecond) * 1000;
    const wait = start + at - performance.now();
    if (wait > 0) await delay(wait);
    sent.push(
      send(origin, d % PROGRAMME_SCALE.devices, 'POST', '/check-in', body).then(
        ({ ms }) => void latencies.push(ms),
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(sent);
  return { perSecond: sent.length / seconds, latencies, failed };
}

const row = (what: string, result: Arrivals) =>
  `| ${what} | ${result.perSecond.toFixed(1)} | ${percentile(result.latencies, 0.5).toFixed(0)} | ${percentile(result.latencies, 0.99).toFixed(0)} | ${Math.max(...result.latencies).toFixed(0)} | ${result.failed} |`;

/** Every headset checks in once (its badge worked out, its last check-in sent to the tablets). */
async function everyHeadsetOnce(origin: string): Promise<void> {
  let next = 0;
  const body = report([]);
  const worker = async () => {
    for (let d = next++; d < PROGRAMME_SCALE.devices; d = next++)
      await send(origin, d, 'POST', '/check-in', body);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * In a fleet checking in every 5 minutes, every second check-in of a headset is 10 minutes after the
 * last one the tablets got, so it sends the device to them again: half the headsets are set so.
 */
async function halfDueToResend(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`update devices set seen_sent_at = now() - interval '11 minutes' where seq % 2 = 0`);
  await client.end();
}

export async function headsetCheckIn(): Promise<string> {
  const heading = `## The fleet checking in at programme scale`;
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) return `${heading}\n\nNot measured: PostgreSQL was not available (**missed**).\n`;
  const url = await freshDatabase(adminUrl, 'shala_headsets');
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seedScale(database.db);
  } finally {
    await database.close();
  }
  const server = await startServerProcess({
    SEED_DEMO: 'false',
    DATABASE_URL: url,
    JWT_SECRET: randomUUID(),
  });
  try {
    // Each headset's first round: the whole manifest, then a check-in listing every lesson it now holds.
    const manifests: number[] = [];
    const firsts: number[] = [];
    let lessons = 0;
    let manifestBytes = 0;
    for (let d = 0; d < FIRST_CHECK_INS; d++) {
      const manifest = await send<Manifest>(server.origin, d, 'GET', '/manifest');
      manifests.push(manifest.ms);
      manifestBytes = manifest.bytes;
      lessons = manifest.answer.lessons.length;
      const held = manifest.answer.lessons.map((lesson) => ({
        content_id: lesson.content_id,
        status: 'installed' as const,
        version: lesson.version,
      }));
      firsts.push((await send<CheckInAnswer>(server.origin, d, 'POST', '/check-in', report(held, true))).ms);
    }
    const { answer: current } = await send<CheckInAnswer>(server.origin, 0, 'POST', '/check-in', report([]));
    const delta = await send<Manifest>(
      server.origin,
      0,
      'GET',
      `/manifest?since=${encodeURIComponent(current.manifest_version)}`,
    );

    await everyHeadsetOnce(server.origin);
    await halfDueToResend(url);
    const rate = PROGRAMME_SCALE.devices / CHECK_IN_EVERY_S;
    const steady = await arrivals(server.origin, rate, STEADY_SECONDS, 0);
    const tenfold = await arrivals(server.origin, rate * 10, Math.min(STEADY_SECONDS, 30), 1000);
    const p99 = percentile(steady.latencies, 0.99);
    const met = p99 < GOALS.p99Ms && steady.failed === 0;

    return `${heading}

The scale database (\`seed:scale\`: ${PROGRAMME_SCALE.schools.toLocaleString('en')} schools, ${PROGRAMME_SCALE.devices.toLocaleString('en')} headsets,
${PROGRAMME_SCALE.contents.toLocaleString('en')} lessons, ${lessons.toLocaleString('en')} of them in each school's manifest) on PostgreSQL with its default durability, the server in
its own process. First, ${FIRST_CHECK_INS} headsets' first rounds one after another: the whole manifest (${(manifestBytes / 1024).toFixed(0)} KB as JSON,
sent gzip-compressed), then a check-in reporting all ${lessons.toLocaleString('en')} lessons installed. Then every headset checks in once (not
timed), and half of them are set as due to be sent to the tablets again, as every second check-in of a headset is when
each checks in every ${CHECK_IN_EVERY_S / 60} minutes. Then the steady load: ${PROGRAMME_SCALE.devices.toLocaleString('en')} headsets checking in every ${CHECK_IN_EVERY_S / 60} minutes, ${rate.toFixed(1)}
check-ins a second arriving as independent headsets' do (a Poisson process, none waiting for another's answer; autocannon's
fixed rate would fire each second's requests at once, which no fleet does) for ${STEADY_SECONDS} s, each the next headset's, each with nothing
new to report (a headset reports only the lessons whose state changed); then ten times that rate. Latencies in milliseconds.

| What | Median | p99 |
|---|---|---|
| first manifest (whole) | ${percentile(manifests, 0.5).toFixed(0)} | ${percentile(manifests, 0.99).toFixed(0)} |
| first check-in (every lesson reported) | ${percentile(firsts, 0.5).toFixed(0)} | ${percentile(firsts, 0.99).toFixed(0)} |

| Load | Check-ins/s | Median | p99 | Longest | Failed |
|---|---|---|---|---|---|
${row(`${PROGRAMME_SCALE.devices.toLocaleString('en')} headsets every ${CHECK_IN_EVERY_S / 60} minutes`, steady)}
${row('ten times that rate', tenfold)}

| Goal | Figure | |
|---|---|---|
| check-in p99 under ${GOALS.p99Ms} ms (5,000 headsets every 5 minutes) | ${p99.toFixed(0)} ms | ${met ? 'met' : '**missed**'} |
| a manifest delta with nothing new: under 1 KB | ${delta.bytes} bytes | ${delta.bytes < GOALS.deltaBytes ? 'met' : '**missed**'} |
`;
  } finally {
    await server.stop();
  }
}
