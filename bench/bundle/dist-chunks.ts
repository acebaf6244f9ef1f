/**
 * What a build's Vite manifest says each page loads: the sign-in page's initial files (the entry and its
 * static imports, with their CSS) and each lazily loaded route's own chunk. Sizes are as served by
 * `server/plugins/static-pwa.ts`: the brotli copy made by `compress-dist` when there is one.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The entry chunk's key (`index.html`). */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry');
  return key;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files (JS and CSS) of some manifest keys. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
}

/**
 * The manifest keys of the first page, whatever its route: the entry, what it imports statically, and
 * workbox-window, which the service worker's registration imports at once on every page.
 */
export function initialKeys(manifest: Manifest): Set<string> {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  for (const key of manifest[entry]?.dynamicImports ?? [])
    if (key.includes('node_modules/workbox-window/')) staticClosure(manifest, key, keys);
  return keys;
}

export interface RouteChunk {
  /** The route's module, e.g. `src/features/schools/schools-page.tsx`. */
  src: string;
  /** Its own JS and CSS files. */
  files: string[];
  /** Shared chunks it loads that the first page did not. */
  shared: string[];
}

/** Each lazily loaded route module (a screen, or the signed-in layout) of `src/app/routes.tsx`. */
export function routeChunks(manifest: Manifest): RouteChunk[] {
  const initial = initialKeys(manifest);
  return Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isDynamicEntry && /^src\/(features\/.+-page|app\/layout\/app-layout)\.tsx$/.test(key),
    )
    .map(([key]) => ({
      src: key,
      files: filesOf(manifest, [key]),
      shared: filesOf(
        manifest,
        [...staticClosure(manifest, key)].filter((name) => name !== key && !initial.has(name)),
      ),
    }))
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** A built file's bytes as the server sends it to a browser accepting brotli. */
export async function servedBytes(distDir: string, file: string): Promise<number> {
  const full = path.join(distDir, file);
  return (await stat(existsSync(`${full}.br`) ? `${full}.br` : full)).size;
}
