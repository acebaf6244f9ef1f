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

/** The header, a comma-separated list, names each of these (case aside). */
function expectListed(header: unknown, names: string[]) {
  const listed = String(header)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  expect(listed).toEqual(expect.arrayContaining(names));
}

const me = (origin: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin, ...headers } });

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
    expectListed(answer.headers['access-control-allow-methods'], ['get', 'post', 'put', 'patch', 'delete']);
    expectListed(answer.headers['access-control-allow-headers'], [
      'authorization',
      'content-type',
      'idempotency-key',
      'if-match',
    ]);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('marks answers, errors included, as readable by it and exposes the headers a client reads', async () => {
    const answer = await me(ALLOWED);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(answer.headers.vary)).toMatch(/origin/i);
    expectListed(answer.headers['access-control-expose-headers'], [
      'retry-after',
      'x-request-id',
      'location',
      'upload-offset',
      'etag',
    ]);
    const unsigned = await me(ALLOWED, {});
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it("lets it read each answer's size on the wire, for the tablet's data-pack meter", async () => {
    expect((await me(ALLOWED)).headers['timing-allow-origin']).toBe(ALLOWED);
    expect((await me(ALLOWED, {})).headers['timing-allow-origin']).toBe(ALLOWED);
    expect((await me(REFUSED)).headers['timing-allow-origin']).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me' })).headers['timing-allow-origin'],
    ).toBeUndefined();
  });

  it('lets it upload through tus: the preflight and the creation', async () => {
    const answer = await preflight(
      '/api/files',
      ALLOWED,
      'POST',
      'authorization, tus-resumable, upload-length, upload-metadata, upload-offset, content-type',
    );
    expect(answer.statusCode).toBe(204);
    expectListed(answer.headers['access-control-allow-headers'], [
      'tus-resumable',
      'upload-length',
      'upload-metadata',
      'upload-offset',
    ]);
    const created = await tusCreation(ALLOWED);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(ALLOWED);
    expectListed(created.headers['access-control-expose-headers'], [
      'location',
      'upload-offset',
      'tus-resumable',
    ]);
  });
});

describe('CORS and tus discovery (OPTIONS /api/files)', () => {
  const discovery = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'OPTIONS', url: '/api/files', headers });

  it('answers a discovery without Origin as tus, and a preflight of /api/files as CORS', async () => {
    const plain = await discovery();
    expect(plain.statusCode).toBe(204);
    expect(plain.headers['tus-version']).toBe('1.0.0');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();

    const asked = await preflight('/api/files', ALLOWED, 'PATCH', 'tus-resumable, upload-offset');
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(asked.headers['tus-version']).toBeUndefined();
  });

  it('lets an allowed origin discover tus: its preflight allows OPTIONS, then the answer is readable', async () => {
    const asked = await preflight('/api/files', ALLOWED, 'OPTIONS', 'tus-resumable');
    expect(asked.statusCode).toBe(204);
    expectListed(asked.headers['access-control-allow-methods'], ['options']);
    const answer = await discovery({ origin: ALLOWED });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(answer.headers['tus-extension']).toBe('creation,creation-with-upload,termination,expiration');
    expectListed(answer.headers['access-control-expose-headers'], [
      'tus-version',
      'tus-extension',
      'tus-max-size',
    ]);
  });

  it('answers another origin’s preflight of /api/files with the 404 of every refused preflight', async () => {
    const refused = await preflight('/api/files', REFUSED, 'POST', 'tus-resumable');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['tus-version']).toBeUndefined();
    // Its discovery is answered (tus is no secret), but not made readable to it.
    const answer = await discovery({ origin: REFUSED });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes an OPTIONS without Access-Control-Request-Method elsewhere for a request, not a preflight', async () => {
    const answer = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/schools',
      headers: { origin: ALLOWED },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      errorType: 'not_found',
      requestId: answer.headers['x-request-id'],
    });
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});

describe('CORS for any other origin', () => {
  it('gets no CORS headers and no preflight answer, tus included', async () => {
    const answer = await preflight('/api/schools/x', REFUSED, 'PATCH', 'authorization');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();

    const refused = await me(REFUSED);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-expose-headers']).toBeUndefined();

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
