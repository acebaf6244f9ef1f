/**
 * The 5xx answers the route fuzz (`route-fuzz.test.ts`) found, replayed as they were found: each is now
 * a clear 4xx that stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../../server/http/control-characters';
import { TUS_BODY_TYPE_MESSAGE } from '../../server/modules/uploads/tus-answers';
import { uploads } from '../../server/db/schema';
import { admin, own, setupAccessApp, t } from './helpers/access-app';
import { tusCreation } from './helpers/route-table';
import { lastSyncValue, storedSince } from './helpers/stored';

setupAccessApp();

const send = (method: 'POST' | 'PATCH', url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', ...headers },
    payload,
  });

const uploadRows = async () => (await t.app.db.select({ id: uploads._id }).from(uploads)).length;

describe('what the route fuzz found', () => {
  it('refuses a body nested deeper than any route takes with a 400 (it overflowed the stack: 500)', async () => {
    const since = await lastSyncValue();
    // Deep enough to overflow a recursive walk: only a bulk import's limit takes them.
    const huge = ['['.repeat(50_000) + ']'.repeat(50_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)];
    // Under every route's limit.
    const small = [
      '['.repeat(4_000) + ']'.repeat(4_000),
      '{"a":'.repeat(1_500) + '1' + '}'.repeat(1_500),
      JSON.stringify({
        school_id: own._id,
        subjects: [{ name: [[[[[[[[[[[[[[[[[['deep']]]]]]]]]]]]]]]]]] }],
      }),
    ];
    const cases = [
      ...[...huge, ...small].map((body) => ['/api/subjects/bulk', body] as const),
      ...small.flatMap((body) => ['/api/subjects', '/api/auth/login'].map((url) => [url, body] as const)),
    ];
    for (const [url, body] of cases) {
      const response = await send('POST', url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    }
    expect(await storedSince(since)).toEqual([]);
  });

  it('takes a bulk import, nested as it is, below that depth', async () => {
    const row = { name: 'Deep Subject', code: `DS${Date.now() % 100000}`, department: 'Arts', grade: 3 };
    const response = await send(
      'POST',
      '/api/subjects/bulk',
      JSON.stringify({ school_id: own._id, subjects: [row] }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a tus creation or PATCH whose body is JSON with a 415 (tus found its stream gone: 500)', async () => {
    const before = await uploadRows();
    const creation = tusCreation(randomUUID(), 1000);
    const created = await send('POST', creation.url, '{}', creation.headers);
    expect(created.statusCode, created.body).toBe(415);
    expect(created.json()).toMatchObject({
      message: TUS_BODY_TYPE_MESSAGE,
      errorType: 'unsupported_media_type',
    });
    expect(await uploadRows()).toBe(before);

    const id = randomUUID();
    const real = tusCreation(id, 1000);
    const made = await t.app.inject({
      method: 'POST',
      url: real.url,
      headers: { ...real.headers, authorization: `Bearer ${admin}` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const patched = await send('PATCH', `/api/files/${id}`, '{"0":1}', {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
    });
    expect(patched.statusCode, patched.body).toBe(415);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0' },
    });
    expect(head.headers['upload-offset']).toBe('0');
  });
});
