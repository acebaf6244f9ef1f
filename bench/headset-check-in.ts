/**
 * The fleet checking in at programme scale: 5,000 headsets of 2,000 schools (`seed:scale`) on
 * PostgreSQL with its default durability, each checking in every five minutes, against the real server
 * in its own process. Also each headset's first check-in (its whole lesson list) and the manifest.
 */
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import type { CheckInAnswer, Manifest } from '../src/domain/headsets/headset';
import type { CheckInBody } from '../src/domain/headsets/headset-schema';
import { openDatabase } from '../server/db/connection';
import { PROGRAMME_SCALE, seedScale } from '../server/db/seed-scale';
import { freshDatabase } from './server-access';
import { startServerProcess } from './server-process';

const CHECK_IN_EVERY_S = 5 * 60;
const STEADY_SECONDS = Number(process.env.BENCH_HEADSET_SECONDS ?? 60);
const CONNECTIONS = 50;
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

/** `perSecond` check-ins a second for `seconds`, going round every headset, each with nothing new to report. */
function steadyLoad(origin: string, perSecond: number, seconds: number) {
  let next = 0;
  const body = JSON.stringify(report([]));
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    overallRate: perSecond,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/headset/check-in',
        setupRequest: (request) => ({
          ...request,
          body,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            authorization: `Device ${tokenOf(next++ % PROGRAMME_SCALE.devices)}`,
          },
        }),
      },
    ],
  });
}

const row = (what: string, result: Result) =>
  `| ${what} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx + result.errors + result.timeouts} |`;

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

    const rate = PROGRAMME_SCALE.devices / CHECK_IN_EVERY_S;
    const steady = await steadyLoad(server.origin, rate, STEADY_SECONDS);
    const tenfold = await steadyLoad(server.origin, rate * 10, Math.min(STEADY_SECONDS, 30));
    const met = steady.latency.p99 < GOALS.p99Ms && steady.non2xx + steady.errors + steady.timeouts === 0;

    return `${heading}

The scale database (\`seed:scale\`: ${PROGRAMME_SCALE.schools.toLocaleString('en')} schools, ${PROGRAMME_SCALE.devices.toLocaleString('en')} headsets,
${PROGRAMME_SCALE.contents.toLocaleString('en')} lessons, ${lessons.toLocaleString('en')} of them in each school's manifest) on PostgreSQL with its default durability, the server in
its own process. First, ${FIRST_CHECK_INS} headsets' first rounds one after another: the whole manifest (${(manifestBytes / 1024).toFixed(0)} KB as JSON,
sent gzip-compressed), then a check-in reporting all ${lessons.toLocaleString('en')} lessons installed. Then the steady load: ${PROGRAMME_SCALE.devices.toLocaleString('en')} headsets
checking in every ${CHECK_IN_EVERY_S / 60} minutes (${rate.toFixed(1)} check-ins a second, \`autocannon\` at that rate over ${CONNECTIONS} connections for
${STEADY_SECONDS} s, each request the next headset's token), each check-in with nothing new to report (a headset reports only the lessons
whose state changed); then ten times that rate. Latencies in milliseconds.

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
| check-in p99 under ${GOALS.p99Ms} ms (5,000 headsets every 5 minutes) | ${steady.latency.p99} ms | ${met ? 'met' : '**missed**'} |
| a manifest delta with nothing new: under 1 KB | ${delta.bytes} bytes | ${delta.bytes < GOALS.deltaBytes ? 'met' : '**missed**'} |
`;
  } finally {
    await server.stop();
  }
}
