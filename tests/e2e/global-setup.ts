/**
 * Once per run: makes sure the browser tests run against a current build, and seeds the demo data
 * into one embedded database whose dump every test server opens a copy of (seeding a server takes
 * seconds, opening a copy a moment).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import { seedDemoData } from '../../server/seed/seed';
import '../support/cheap-passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database's dump (a tarball), or '' to seed each server itself. */
    e2eSeededTemplate: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['index.html', 'vite.config.ts', 'src', 'sw', 'public'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds `dist/` (with its compressed copies) when it is missing or older than its sources. */
export function ensureBuild(): void {
  // sw.js.br comes from compress-dist, the last step of `npm run build`.
  const builtAt = Math.min(
    ...['dist/index.html', 'dist/sw.js.br'].map((file) => newestChange(path.join(ROOT, file))),
  );
  const sourcesAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(ROOT, entry))));
  if (builtAt > sourcesAt) return;
  console.log('e2e: dist/ is missing or older than its sources; running npm run build');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

async function writeSeededTemplate(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDemoData(database.db);
    // Unpacked once here rather than by every server: PGlite loads a plain tarball a little faster.
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    await writeFile(file, gunzipSync(dump));
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-e2e-template-'));
  const template = path.join(folder, 'seeded.tar');
  await writeSeededTemplate(template);
  project.provide('e2eSeededTemplate', template);
  return () => rm(folder, { recursive: true, force: true });
}
