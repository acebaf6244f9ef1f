/**
 * The security headers (helmet's): `nosniff` on every answer; on the app's pages, SVGs and service worker
 * the document headers (a strict Content-Security-Policy with the inline script's hash, X-Frame-Options,
 * Cross-Origin-Opener-Policy), kept off its scripts, styles and pictures; none of those on the API.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'];

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shala-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body></body></html>`,
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.br': brotliCompressSync(SCRIPT),
    'sw.js': 'self.addEventListener("install", () => {});',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pwa-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dist, name), content);
  t = await createTestApp({ distDir: dist, pwaApiOrigins: ['https://api.example.in'] });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("the app's files", () => {
  it('a page: a strict Content-Security-Policy naming its inline script, and the other document headers', async () => {
    const page = await get('/login', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' 'sha256-${hash}'`,
      "connect-src 'self' https://api.example.in",
      "img-src 'self' data: blob: https://api.example.in",
      "media-src 'self' blob: https://api.example.in",
      "style-src 'self' 'unsafe-inline'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ])
      expect(csp.split(/;\s*/)).toContain(directive);
    expect(csp.split(/;\s*/)).toHaveLength(12);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cache-control': 'no-cache',
    });
  });

  it('a script: nosniff and no-referrer only, precompressed, cached for a year', async () => {
    const script = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(String(script.headers.vary)).toMatch(/accept-encoding/i);
    for (const name of DOCUMENT_ONLY) expect(script.headers[name], name).toBeUndefined();
    const picture = await get('/pwa-192.png');
    for (const name of DOCUMENT_ONLY) expect(picture.headers[name], name).toBeUndefined();
  });

  it('an SVG and the service worker: the document headers too', async () => {
    for (const url of ['/favicon.svg', '/sw.js']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(String(answer.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('API answers', () => {
  it('nosniff and no-store only, errors and unknown paths included', async () => {
    for (const url of ['/api/docs', '/api/schools', '/api/no-such-route']) {
      const answer = await get(url, { accept: 'application/json' });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['cache-control'], url).toBe('no-store');
      for (const name of [
        ...DOCUMENT_ONLY,
        'referrer-policy',
        'cross-origin-resource-policy',
        'strict-transport-security',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ])
        expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });
});
