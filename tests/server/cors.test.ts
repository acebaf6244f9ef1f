import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

const ALLOWED = 'https://pwa.example.org';
const REFUSED = 'https://evil.example.com';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ pwaApiOrigins: [ALLOWED] });
  token = (await signIn(t.app, DEMO.superAdmin)).token;
});
afterAll(() => t.close());

const preflight = (url: string, origin: string, method: string, headers: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const listOf = (header: unknown) =>
  String(header)
    .split(',')
    .map((name) => name.trim().toLowerCase());

const b64 = (value: string) => Buffer.from(value).toString('base64');
const tusCreation = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      origin,
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-length': '1000',
      'upload-metadata': `id ${b64(randomUUID())},filename ${b64('lesson.mp4')},filetype ${b64('video/mp4')},kind ${b64('video')}`,
    },
  });

describe('CORS for an allowed origin (PWA_API_ORIGINS)', () => {
  it('answers a preflight with the allowed methods and headers', async () => {
    const answer = await preflight(
      '/api/schools/x',
      ALLOWED,
      'PATCH',
      'authorization, idempotency-key, if-match',
    );
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(listOf(answer.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']),
    );
    expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-match']),
    );
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks answers, errors included, as readable by it and exposes the headers a client reads', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: ALLOWED, ...bearer(token) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(me.headers.vary)).toMatch(/origin/i);
    expect(listOf(me.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['retry-after', 'x-request-id', 'location', 'upload-offset', 'etag']),
    );
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: ALLOWED } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('lets it upload through tus: the preflight and the creation', async () => {
    const answer = await preflight(
      '/api/files',
      ALLOWED,
      'POST',
      'authorization, tus-resumable, upload-length, upload-metadata, upload-offset, content-type',
    );
    expect(answer.statusCode).toBe(204);
    expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset']),
    );
    const created = await tusCreation(ALLOWED);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(listOf(created.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['location', 'upload-offset', 'tus-resumable']),
    );
  });
});

describe('CORS for any other origin', () => {
  it('gets no CORS headers and no preflight answer, tus included', async () => {
    const answer = await preflight('/api/schools/x', REFUSED, 'PATCH', 'authorization');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: REFUSED, ...bearer(token) },
    });
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
    expect(me.headers['access-control-expose-headers']).toBeUndefined();

    const created = await tusCreation(REFUSED);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is refused everywhere when PWA_API_ORIGINS names none', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
