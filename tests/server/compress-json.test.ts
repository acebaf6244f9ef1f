import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
});
afterAll(() => t.close());

const sync = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/sync?scope=global',
    headers: { ...bearer(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('JSON answers of the API, compressed when the client takes it', () => {
  it('brotli when accepted, the same JSON once decoded, and a small part of its size', async () => {
    const plain = await sync();
    const response = await sync('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const decoded = brotliDecompressSync(response.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('gzip for a client without brotli; plain for a client that asks for neither', async () => {
    const gzipped = await sync('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('success', true);
    const plain = await sync();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('success', true);
  });

  it('never sends an encoding the client refuses (q=0)', async () => {
    const gzipped = await sync('br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('success', true);
    const plain = await sync('br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('success', true);
    // Another answer than a kept sync page: compressed by the plugin, under the same rule.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/schools?limit=100',
      headers: { ...bearer(admin), 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toHaveProperty('success', true);
  });

  it('brotli for any other large JSON answer, the same JSON once decoded', async () => {
    const headers = bearer(admin);
    const plain = await t.app.inject({ method: 'GET', url: '/api/schools?limit=100', headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/schools?limit=100',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(admin), 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
