/** The server's hot paths on the embedded database, through `app.inject` (no network). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { seedDemoData } from '../server/seed/seed';

interface Row {
  what: string;
  runs: number;
  median: number;
  p95: number;
}

async function time(what: string, runs: number, fn: () => Promise<unknown>): Promise<Row> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { what, runs, median: at(0.5), p95: at(0.95) };
}

export async function serverTimings(): Promise<string> {
  const rows: Row[] = [];
  rows.push(
    await time('open embedded database + migrate (memory)', 3, async () =>
      (await openDatabase({ dataDir: 'memory://' })).close(),
    ),
  );
  rows.push(
    await time('open + migrate + seed demo data (memory)', 3, async () => {
      const database = await openDatabase({ dataDir: 'memory://' });
      await seedDemoData(database.db);
      await database.close();
    }),
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-bench-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, DIST_DIR: '', LOG_LEVEL: 'silent' }) });
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@shala.demo', password: 'Shala@2026' },
    });
  const token = (await login()).json<{ token: string }>().token;
  const auth = { authorization: `Bearer ${token}` };
  const schools = (await app.inject({ method: 'GET', url: '/api/schools?limit=100', headers: auth })).json<{
    data: { _id: string; version: number }[];
  }>().data;
  const first = schools[0]!;

  rows.push(await time('sign-in with password (scrypt)', 9, login));
  rows.push(
    await time('GET /api/schools (page of 5)', 30, () =>
      app.inject({ method: 'GET', url: '/api/schools?limit=5', headers: auth }),
    ),
  );
  rows.push(
    await time('GET /api/sync global, from scratch', 10, () =>
      app.inject({ method: 'GET', url: '/api/sync?scope=global', headers: auth }),
    ),
  );
  rows.push(
    await time(`GET /api/sync school scope, from scratch (limit 2000)`, 10, () =>
      app.inject({ method: 'GET', url: `/api/sync?scope=school:${first._id}&limit=2000`, headers: auth }),
    ),
  );
  let n = 0;
  rows.push(
    await time('PATCH /api/schools/:id with Idempotency-Key', 30, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/schools/${first._id}`,
        headers: { ...auth, 'idempotency-key': `bench-${n++}` },
        payload: { contact: `Bench Contact ${n % 2 ? 'A' : 'B'}` },
      }),
    ),
  );
  await app.close();
  await rm(dataDir, { recursive: true, force: true });

  const table = rows
    .map((r) => `| ${r.what} | ${r.runs} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`)
    .join('\n');
  return `## Server hot paths

Embedded database (PGlite), requests through \`app.inject\` (no network). Times in milliseconds.

| What | Runs | Median | p95 |
|---|---|---|---|
${table}
`;
}
