/**
 * Every JSON error body names its request: `requestId` equals the answer's `X-Request-Id`, whoever wrote
 * the body (the error handler, the not-found handler, a guard, a rate limit, tus passed on), on a sample
 * of every kind of refusal. Every route's 401 and 403 are checked by `route-access.test.ts`, and every
 * refusal of hostile input by `route-fuzz.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let schoolAdmin: string;
let school: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  schoolAdmin = (await signIn(t.app, DEMO.schoolAdmin)).token;
  const schools = await t.app.inject({ method: 'GET', url: '/api/schools?limit=1', headers: bearer(admin) });
  school = schools.json<{ data: Array<{ _id: string }> }>().data[0]!._id;
});
afterAll(() => t.close());

const b64 = (value: string) => Buffer.from(value).toString('base64');
const tusCreation = (id: string, token: string) => ({
  method: 'POST' as const,
  url: '/api/files',
  headers: {
    ...bearer(token),
    'tus-resumable': '1.0.0',
    'upload-length': '1000',
    'upload-metadata': `id ${b64(id)},filename ${b64('lesson.mp4')},filetype ${b64('video/mp4')},kind ${b64('video')}`,
  },
});

async function expectNamed(request: InjectOptions & { url: string }, status: number, errorType: string) {
  const answer = await t.app.inject(request);
  const said = `${String(request.method)} ${request.url} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
  expect(answer.statusCode, said).toBe(status);
  expect(answer.headers['content-type'], said).toContain('application/json');
  const body = answer.json<{ success: boolean; errorType: string; requestId: string }>();
  expect(body.success, said).toBe(false);
  expect(body.errorType, said).toBe(errorType);
  expect(body.requestId, said).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.requestId, said).toBe(answer.headers['x-request-id']);
}

describe('every error body names its request', () => {
  it('400: a body failing its schema, malformed JSON, a bad header', async () => {
    const writeAs = { method: 'POST' as const, url: '/api/students', headers: bearer(admin) };
    await expectNamed({ ...writeAs, payload: {} }, 400, 'validation');
    await expectNamed(
      { ...writeAs, headers: { ...writeAs.headers, 'content-type': 'application/json' }, payload: '{"a":' },
      400,
      'bad_request',
    );
    await expectNamed(
      {
        method: 'PATCH',
        url: `/api/schools/${school}`,
        headers: { ...bearer(admin), 'if-match': 'x' },
        payload: {},
      },
      400,
      'bad_request',
    );
  });

  it('401, 403 and 404: no token, another role, no such record or route', async () => {
    await expectNamed({ method: 'GET', url: '/api/auth/me' }, 401, 'unauthorized');
    await expectNamed(
      { method: 'DELETE', url: `/api/schools/${school}`, headers: bearer(schoolAdmin) },
      403,
      'forbidden',
    );
    await expectNamed(
      { method: 'GET', url: `/api/schools/${randomUUID()}`, headers: bearer(admin) },
      404,
      'not_found',
    );
    await expectNamed({ method: 'GET', url: '/api/no-such-route' }, 404, 'not_found');
  });

  it('409: a stale If-Match, and an upload id that is another person’s', async () => {
    await expectNamed(
      {
        method: 'PATCH',
        url: `/api/schools/${school}`,
        headers: { ...bearer(admin), 'if-match': '9999' },
        payload: {},
      },
      409,
      'version_conflict',
    );
    const id = randomUUID();
    expect((await t.app.inject(tusCreation(id, admin))).statusCode).toBe(201);
    await expectNamed(tusCreation(id, schoolAdmin), 409, 'duplicate');
  });

  it('412, 413 and 415: another tus version, a body too large, a type not parsed', async () => {
    const creation = tusCreation(randomUUID(), admin);
    await expectNamed(
      { ...creation, headers: { ...creation.headers, 'tus-resumable': '0.2.2' } },
      412,
      'tus_version',
    );
    await expectNamed(
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(300 * 1024) }),
      },
      413,
      'payload_too_large',
    );
    await expectNamed(
      {
        method: 'POST',
        url: '/api/students',
        headers: { ...bearer(admin), 'content-type': 'application/xml' },
        payload: '<student/>',
      },
      415,
      'unsupported_media_type',
    );
  });

  it('422: an Idempotency-Key used again for another path', async () => {
    const key = randomUUID();
    const headers = { ...bearer(admin), 'idempotency-key': key };
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers,
      payload: { compactView: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    await expectNamed(
      { method: 'PATCH', url: `/api/schools/${school}`, headers, payload: {} },
      422,
      'bad_request',
    );
  });

  it('429: too many sign-in tries for one account', async () => {
    const tries = { method: 'POST' as const, url: '/api/auth/login', remoteAddress: '192.0.2.77' };
    const payload = { email: 'nobody.here@example.in', password: 'not-the-password' };
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ ...tries, payload })).statusCode).toBe(401);
    await expectNamed({ ...tries, payload }, 429, 'rate_limited');
  });
});
