/**
 * The first load: the bytes a cold visit to the sign-in page transfers in Chromium, served by the real
 * server as users start it, beside the floor (bench/floor, a bare React + React DOM + React Router page
 * built by the same Vite and served by the same server), the service worker's background precache, and
 * the compressed size of every route's own chunk against 30 KB.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compressVariants } from '../server/cli/compress-dist';
import { FLOOR_GOAL_RATIO, PRECACHE_BUDGET, ROUTE_CHUNK_BUDGET } from './bundle/budget';
import { buildFloor } from './bundle/build-floor';
import { readManifest, routeChunks, servedBytes } from './bundle/dist-chunks';
import { coldVisit, launchChromium, type VisitBytes } from './bundle/measure-visit';
import { startServerProcess } from './server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');

const CARRIED_NOTE = `
Beyond the floor, the sign-in page carries its form, the valibot schemas it shares with the server, the
language runtime, the session store, the update notice and the service worker's registration (workbox-window,
its own request, imported by vite-plugin-pwa's register module); the favicon and the script that applies the
saved appearance are in the page itself, and scripts and styles go without the headers only a document obeys.
The code and reset flows, the two-factor step, the toasts and every signed-in screen load when needed.
`;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A cold visit to `route` of the built app in `root`, served by the real server in its own process. */
async function visit(root: string, route: string): Promise<VisitBytes> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-bench-first-load-'));
  const server = await startServerProcess({
    DIST_DIR: root,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const browser = await launchChromium();
  try {
    return await coldVisit(browser, `${server.origin}${route}`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Each route's own chunk (JS and CSS), gzip and brotli, and the shared chunks it adds to the first page. */
async function routeRows(): Promise<{ rows: string[]; over: number; largest: number }> {
  const rows: string[] = [];
  let over = 0;
  let largest = 0;
  for (const route of routeChunks(await readManifest(DIST))) {
    const sources = await Promise.all(route.files.map((file) => readFile(path.join(DIST, file))));
    const variants = await Promise.all(sources.map(compressVariants));
    const size = (suffix: string) =>
      sum(variants.map((both) => both.find((variant) => variant.suffix === suffix)?.data.length ?? 0));
    const [gzip, brotli] = [size('.gz'), size('.br')];
    const shared = sum(await Promise.all(route.shared.map((file) => servedBytes(DIST, file))));
    const within = Math.max(gzip, brotli) <= ROUTE_CHUNK_BUDGET;
    if (!within) over += 1;
    largest = Math.max(largest, gzip);
    rows.push(
      `| \`${route.src.replace(/^src\//, '')}\` | ${kb(sum(sources.map((source) => source.length)))} | ${kb(gzip)} | ${kb(brotli)} | ${within ? 'yes' : '**no**'} | ${kb(shared)} |`,
    );
  }
  return { rows, over, largest };
}

/** What the service worker downloads in the background after the first visit, to start offline later. */
async function precacheBytes(): Promise<{ files: number; bytes: number }> {
  const sw = await readFile(path.join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  return { files: urls.length, bytes: sum(await Promise.all(urls.map((url) => servedBytes(DIST, url)))) };
}

export async function firstLoad(): Promise<string> {
  execFileSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const floorDir = await buildFloor();
  try {
    const floor = await visit(floorDir, '/');
    const signIn = await visit(DIST, '/login');
    const routes = await routeRows();
    const precache = await precacheBytes();
    const encodings = [...new Set([...floor.encodings, ...signIn.encodings])].join(', ');
    const ratio = (signIn.js + signIn.css) / (floor.js + floor.css);
    const totalRatio = signIn.total / floor.total;
    const met = totalRatio <= FLOOR_GOAL_RATIO;
    const precacheMet = precache.bytes <= PRECACHE_BUDGET;
    const table = `| Cold visit | JS | CSS | JS + CSS | Total (all requests) | Requests |
|---|---|---|---|---|---|
| Floor: React + React DOM + React Router, one page | ${kb(floor.js)} | ${kb(floor.css)} | ${kb(floor.js + floor.css)} | ${kb(floor.total)} | ${floor.requests} |
| Sign-in page (\`/login\`) | ${kb(signIn.js)} | ${kb(signIn.css)} | ${kb(signIn.js + signIn.css)} | ${kb(signIn.total)} | ${signIn.requests} |
| Ratio sign-in / floor | | | ${ratio.toFixed(3)} × | **${totalRatio.toFixed(3)} ×** | |
`;
    console.log(table);
    return `## First load: the sign-in page beside a bare React page

A cold visit (a new Chromium process, cache disabled) to each page served on loopback by the real server in its
own process, as \`npm run serve\` starts it (\`DIST_DIR\` naming the build: precompressed files, the same headers;
the scripts' content-encoding: ${encodings}), counting every response's
bytes on the wire (CDP \`Network.loadingFinished\` \`encodedDataLength\`: compressed body plus headers) until the
network is idle for 0.5 s. The floor (\`bench/floor\`) is a bare React 19 + React DOM + React Router 7 data-router
page built by the same Vite with the product's build settings. Then each lazily loaded route's own chunk (its JS
and CSS) compressed at the build's settings, and what it adds in shared chunks the sign-in page did not load.
The service worker's precache (${precache.files} files, ${kb(precache.bytes)} as served) downloads in the
background after the first visit, for the offline start; it is not in the visit's figures.
Goals: the sign-in page, every request, at most ${FLOOR_GOAL_RATIO} × the floor's: **${totalRatio.toFixed(3)} ×, ${met ? 'met' : 'missed'}**;
the precache at most ${kb(PRECACHE_BUDGET)}: **${kb(precache.bytes)}, ${precacheMet ? 'met' : 'missed'}**;
each route's own chunk at most ${kb(ROUTE_CHUNK_BUDGET)} compressed: **${routes.over === 0 ? 'met' : `missed by ${routes.over}`}** (largest ${kb(routes.largest)} gzip).
${CARRIED_NOTE}
${table}
| Route chunk | Raw | gzip | brotli | ≤ ${kb(ROUTE_CHUNK_BUDGET)} | Shared chunks it adds (brotli) |
|---|---|---|---|---|---|
${routes.rows.join('\n')}
`;
  } finally {
    await rm(floorDir, { recursive: true, force: true });
  }
}
