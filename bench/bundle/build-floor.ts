/**
 * Builds the floor (bench/floor: React, React DOM and React Router's data router, one page) with the same
 * Vite, React plugin and build settings as the product, and compresses it as `npm run build` does.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';
import { compressDist } from '../../server/cli/compress-dist';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Returns the folder holding the built floor. */
export async function buildFloor(): Promise<string> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(ROOT, 'vite.config.ts'),
  );
  const outDir = await mkdtemp(path.join(tmpdir(), 'shala-floor-'));
  await build({
    configFile: false,
    root: path.join(ROOT, 'bench/floor'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { ...loaded?.config.build, outDir, emptyOutDir: true },
  });
  await compressDist(outDir);
  return outDir;
}
