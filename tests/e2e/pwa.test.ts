/** The installed app: opens offline, is installable, is served compressed and cached right, updates on request. */
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DIST_DIR,
  goOffline,
  launchBrowser,
  launchProfile,
  newContext,
  releaseBrowser,
  startServer,
  waitForServiceWorker,
  type TestServer,
} from './harness';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width × height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

let browser: Browser;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await releaseBrowser(browser);
});

/** Opens `url` in a fresh profile and waits until the service worker controls the page. */
async function visit(server: TestServer, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server, { serviceWorker: true });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await page.goto(url);
  await waitForServiceWorker(page);
  return { context, page };
}

describe('the server gone', () => {
  // Its own server, started before the test: this test stops it.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('reloads the sign-in page from the precache with no network', async () => {
    const { context, page } = await visit(server, '/login');

    await server.close();
    await goOffline(context);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) failed.push(request.url());
    });

    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // A deep link gets the same shell; the app then sends a signed-out visitor to /login.
    const deepLink = await page.goto('/schools/abc');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(failed).toEqual([]);
  });
});

describe('served PWA', () => {
  let server: TestServer;
  let index: string;
  let entryScript: string;

  beforeAll(async () => {
    server = await startServer();
    index = await readFile(path.join(DIST_DIR, 'index.html'), 'utf8');
    entryScript = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1] ?? '';
  });

  afterAll(async () => {
    await server.close();
  });

  it('is installable: no installability errors, and every manifest icon loads at its declared size', async () => {
    // Chrome reports installability only outside incognito.
    const profile = await launchProfile(server);
    cleanups.push(() => profile.close());
    const page = await profile.context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await profile.context.newCDPSession(page);

    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

    const { url, data, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, url));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe(icon.type);
      expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it('sends hashed assets brotli- or gzip-compressed with a year-long immutable cache', async () => {
    expect(entryScript).toMatch(/^\/assets\/.+\.js$/);
    const br = await fetch(server.url + entryScript, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);

    const gzip = await fetch(server.url + entryScript, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(await br.text());
  });

  it('makes the browser revalidate index.html, the service worker, the manifest and the icons', async () => {
    for (const file of [
      '/',
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/pwa-192.png',
    ]) {
      const response = await fetch(server.url + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it('answers deep links with index.html but leaves unknown API paths and missing files a 404', async () => {
    const deepLink = await fetch(`${server.url}/schools/abc`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(await deepLink.text()).toBe(index);

    const api = await fetch(`${server.url}/api/x`, { headers: { accept: 'text/html,application/json' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(await api.json()).toMatchObject({ errorType: 'not_found' });

    const missing = await fetch(`${server.url}/assets/missing-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("runs the page's one inline script (the saved appearance) under its Content-Security-Policy, before the app", async () => {
    const context = await newContext(browser, server, { colorScheme: 'light' });
    cleanups.push(() => context.close());
    await context.addInitScript(() => {
      localStorage.setItem('shala.appearance', JSON.stringify({ theme: 'dark', compactView: true }));
      const seen = window as unknown as { refused: string[] };
      seen.refused = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.refused.push(event.violatedDirective),
      );
    });
    const page = await context.newPage();
    // No module script runs: what is on <html> then is the inline script's doing.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset)).toMatchObject({
      theme: 'dark',
      density: 'compact',
    });
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href')),
    ).toMatch(/^data:image\/svg\+xml,/);
  });

  it('keeps the document-only headers off scripts, styles and pictures, but on every page, SVG and the service worker', async () => {
    const script = (/src="(\/assets\/[^"]+\.js)"/.exec(index) ?? [])[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(asset.headers.get(name)).toBeNull();

    const icon = await fetch(`${server.url}/pwa-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-security-policy')).toBeNull();

    const pages = [
      await fetch(`${server.url}/sw.js`),
      await fetch(`${server.url}/favicon.svg`),
      // A deep link under assets/ that is no file is answered with the page: with the page's headers.
      await fetch(`${server.url}/assets/not-a-file`, { headers: { accept: 'text/html' } }),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

it("offers a new version, keeps it waiting on 'Later' and activates it on 'Reload'", async () => {
  const distDir = await mkdtemp(path.join(tmpdir(), 'shala-dist-'));
  cleanups.push(() => rm(distDir, { recursive: true, force: true }));
  await cp(DIST_DIR, distDir, { recursive: true });
  const server = await startServer({ distDir });
  cleanups.push(() => server.close());
  const { page } = await visit(server, '/login');

  // Deploy a changed worker that can say which version it is.
  await appendFile(
    path.join(distDir, 'sw.js'),
    `\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('second'); });\n`,
  );
  await Promise.all(['sw.js.br', 'sw.js.gz'].map((file) => rm(path.join(distDir, file), { force: true })));
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByText('A new version is available.');
  await prompt.waitFor();
  await page.getByRole('button', { name: 'Later' }).click();
  await prompt.waitFor({ state: 'hidden' });

  // Still waiting: the next visit asks again.
  await page.reload();
  await prompt.waitFor();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  const version = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data));
        navigator.serviceWorker.controller?.postMessage('version?');
      }),
  );
  expect(version).toBe('second');
  expect(await prompt.isVisible()).toBe(false);
});
