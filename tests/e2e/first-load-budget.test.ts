/**
 * The first load's budget, on the built `dist/` (the global setup builds it): what the sign-in
 * page loads before anyone signs in carries no data layer, no screen and no toasts library, and stays
 * within its bytes as served; each screen's own chunk stays small. Bytes only: bench/first-load.ts
 * measures the same in Chromium, beside the floor.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesOf,
  initialKeys,
  readManifest,
  routeChunks,
  servedBytes,
  staticClosure,
} from '../../bench/bundle/dist-chunks';
import { RESPONSE_OVERHEAD_BYTES, ROUTE_CHUNK_BUDGET, SIGN_IN_BUDGET } from '../../bench/bundle/budget';
import { DIST_DIR } from './harness';

const NOT_BEFORE_SIGN_IN = [
  /^node_modules\/(dexie|dexie-react-hooks|react-toastify|tus-js-client|uplot)\//,
  /^src\/data\/(db|outbox|sync|uploads|records|answers|bookings|data-pack)\//,
  /^src\/features\/(?!auth\/)/,
  /^src\/app\/layout\//,
];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function initialFiles(): Promise<string[]> {
  const manifest = await readManifest(DIST_DIR);
  return filesOf(manifest, initialKeys(manifest));
}

describe('the first load', () => {
  it('carries no data layer, screen or toasts library before sign-in', async () => {
    const chunks = JSON.parse(await readFile(path.join(DIST_DIR, '.vite/chunk-modules.json'), 'utf8')) as {
      file: string;
      modules: string[];
    }[];
    const initial = new Set(await initialFiles());
    const carried = chunks
      .filter((chunk) => initial.has(chunk.file))
      .flatMap((chunk) => chunk.modules)
      .filter((module) => NOT_BEFORE_SIGN_IN.some((pattern) => pattern.test(module)));
    expect(carried).toEqual([]);
  });

  it('sends the sign-in page within its budget in bytes', async () => {
    const files = await initialFiles();
    const bodies = sum(await Promise.all(files.map((file) => servedBytes(DIST_DIR, file))));
    expect(bodies + files.length * RESPONSE_OVERHEAD_BYTES).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  it('loads a screen after sign-in in its own chunk and the one chunk the screens share', async () => {
    const manifest = await readManifest(DIST_DIR);
    const sharedScripts = new Set(
      routeChunks(manifest).flatMap((route) => route.shared.filter((file) => file.endsWith('.js'))),
    );
    expect([...sharedScripts]).toEqual([expect.stringMatching(/^assets\/shared-[\w-]+\.js$/)]);
    // What the sign-in page may load later (sign-in by code, reset, two-factor, the toasts) does not
    // bring the screens' code.
    const signInParts = Object.keys(manifest).filter(
      (key) => key.startsWith('src/features/auth/') || key === 'src/ui/toast-container.tsx',
    );
    expect(signInParts.length).toBeGreaterThan(3);
    const broughtBySignIn = signInParts.flatMap((key) => filesOf(manifest, staticClosure(manifest, key)));
    expect(broughtBySignIn.filter((file) => sharedScripts.has(file))).toEqual([]);
  });

  it('has the service worker precache each file once, and every file it names exists', async () => {
    const sw = await readFile(path.join(DIST_DIR, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', 'pwa-192.png']));
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    const missing = [];
    for (const url of urls) if (!existsSync(path.join(DIST_DIR, url))) missing.push(url);
    expect(missing).toEqual([]);
  });

  it("keeps each screen's own chunk within its budget", async () => {
    const routes = routeChunks(await readManifest(DIST_DIR));
    expect(routes.length).toBeGreaterThan(10);
    const over = [];
    for (const route of routes) {
      const bytes = sum(await Promise.all(route.files.map((file) => servedBytes(DIST_DIR, file))));
      if (bytes > ROUTE_CHUNK_BUDGET) over.push({ route: route.src, bytes });
    }
    expect(over).toEqual([]);
  });
});
