import { describe, expect, it } from 'vitest';
import { httpTransport } from '../../../src/data/outbox/http-transport';
import { fakeFetch, jsonAnswer, makeRow, school } from './factories';

const ROOT = 'https://shala.example.org/api';

describe('httpTransport: what it sends', () => {
  it('an edit: bearer token, Idempotency-Key = row key, If-Match = quoted base version, JSON body', async () => {
    const row = makeRow({
      targetId: 'x',
      key: 'key-1',
      baseVersion: 7,
      request: { method: 'PATCH', path: '/schools/x', body: { phone: '1' } },
    });
    const { fetchImpl, calls } = fakeFetch(() => jsonAnswer(school('x', { version: 8 })));
    const answer = await httpTransport(() => ROOT, fetchImpl)(row, 'jwt-1');

    expect(answer).toEqual({ kind: 'done', record: school('x', { version: 8 }) });
    expect(calls).toEqual([
      {
        url: `${ROOT}/schools/x`,
        method: 'PATCH',
        headers: {
          Accept: 'application/json',
          Authorization: 'Bearer jwt-1',
          'Idempotency-Key': 'key-1',
          'If-Match': '"7"',
          'Content-Type': 'application/json',
        },
        body: { phone: '1' },
      },
    ]);
  });

  it('a create sends no If-Match, even with a base version', async () => {
    const row = makeRow({
      operation: 'create',
      baseVersion: 2,
      request: { method: 'POST', path: '/schools', body: { _id: 'n' } },
    });
    const { fetchImpl, calls } = fakeFetch(() => jsonAnswer({ _id: 'n', version: 1 }, 201));
    await httpTransport(() => ROOT, fetchImpl)(row, 't');
    expect(calls[0]!.headers).not.toHaveProperty('If-Match');
    expect(calls[0]!.headers['Idempotency-Key']).toBe(row.key);
  });

  it('an edit with no known version sends no If-Match', async () => {
    const row = makeRow({ baseVersion: undefined });
    const { fetchImpl, calls } = fakeFetch(() => jsonAnswer({}));
    await httpTransport(() => ROOT, fetchImpl)(row, 't');
    expect(calls[0]!.headers).not.toHaveProperty('If-Match');
  });

  it('a delete has no body and no Content-Type, but If-Match and the key', async () => {
    const row = makeRow({
      operation: 'delete',
      targetId: 'x',
      baseVersion: 4,
      request: { method: 'DELETE', path: '/schools/x' },
    });
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await httpTransport(() => ROOT, fetchImpl)(row, 't')).toEqual({ kind: 'done', record: null });
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(calls[0]!.headers).not.toHaveProperty('Content-Type');
    expect(calls[0]!.headers).toMatchObject({
      'If-Match': '"4"',
      'Idempotency-Key': row.key,
      Authorization: 'Bearer t',
    });
  });

  it('reads the API root when sending (it may be async and may change)', async () => {
    let root = 'https://one.example/api';
    const { fetchImpl, calls } = fakeFetch(() => jsonAnswer({}));
    const send = httpTransport(() => Promise.resolve(root), fetchImpl);
    const row = makeRow({ request: { method: 'PUT', path: '/classes/c', body: {} } });
    await send(row, 't');
    root = 'https://two.example/api';
    await send(row, 't');
    expect(calls.map((c) => c.url)).toEqual([
      'https://one.example/api/classes/c',
      'https://two.example/api/classes/c',
    ]);
  });

  it('sending the same row twice sends the same Idempotency-Key, and the token of each time', async () => {
    const row = makeRow();
    const { fetchImpl, calls } = fakeFetch((_call, index) =>
      index === 0 ? Promise.reject(new TypeError('Failed to fetch')) : jsonAnswer({}),
    );
    const send = httpTransport(() => ROOT, fetchImpl);
    await send(row, 'old');
    await send(row, 'new');
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual([row.key, row.key]);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('httpTransport: what an answer means', () => {
  const row = makeRow();

  it('no network (fetch throws, or the time-out aborts it) is retry-later', async () => {
    for (const error of [new TypeError('Failed to fetch'), new DOMException('timed out', 'TimeoutError')]) {
      const { fetchImpl } = fakeFetch(() => Promise.reject(error));
      expect(await httpTransport(() => ROOT, fetchImpl)(row, 't')).toEqual({
        kind: 'retry-later',
        message: 'Cannot reach the server',
      });
    }
  });

  it('a 200 page that is not JSON (a captive portal) is retry-later, never done', async () => {
    const { fetchImpl } = fakeFetch(
      () =>
        new Response('<html>Log in to the village Wi-Fi</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(await httpTransport(() => ROOT, fetchImpl)(row, 't')).toMatchObject({ kind: 'retry-later' });
  });

  it('an HTML error page is judged by its status', async () => {
    const html = (status: number) => () => new Response('<html>oops</html>', { status });
    const send = (status: number) => httpTransport(() => ROOT, fakeFetch(html(status)).fetchImpl)(row, 't');
    expect(await send(502)).toMatchObject({ kind: 'retry-later' });
    expect(await send(401)).toEqual({ kind: 'unauthorized', end: 'expired' });
    expect(await send(404)).toMatchObject({ kind: 'rejected', message: 'Something went wrong' });
  });

  it('passes Retry-After, a conflict and field errors through', async () => {
    const answer = (response: Response) =>
      httpTransport(() => ROOT, fakeFetch(() => response).fetchImpl)(row, 't');
    expect(await answer(jsonAnswer({ message: 'Slow down' }, 429, { 'Retry-After': '12' }))).toEqual({
      kind: 'retry-later',
      message: 'Slow down',
      retryAfterMs: 12_000,
    });
    const current = school(row.targetId, { version: 9 });
    expect(
      await answer(jsonAnswer({ message: 'Changed', errorType: 'version_conflict', current }, 409)),
    ).toEqual({
      kind: 'conflict',
      serverRecord: current,
      message: 'Changed',
    });
    expect(await answer(jsonAnswer({ message: 'Invalid', errors: { phone: 'Ten digits' } }, 400))).toEqual({
      kind: 'rejected',
      message: 'Invalid',
      fieldErrors: { phone: 'Ten digits' },
    });
  });
});
