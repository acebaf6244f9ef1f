/**
 * Makes sure the browser tests run against a current build: builds `dist/` (with its compressed
 * copies) when it is missing or older than its sources. `npm test` builds first, so this is for
 * running `npm run test:e2e` on its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['index.html', 'vite.config.ts', 'src', 'sw', 'public'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export default function setup(): void {
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
