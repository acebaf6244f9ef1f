import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn as signInOver } from '../../bench/server-access';
import { startServerProcess } from '../../bench/server-process';
import { EMBEDDED_MAX_ACTIVE_REQUESTS, parseMaxActiveRequests } from '../../server/config';
import { INNER_REQUEST } from '../../server/http/admission';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

describe('MAX_ACTIVE_REQUESTS', () => {
  it('bounds the embedded database by default, leaves PostgreSQL unbounded, and takes a whole number', () => {
    expect(parseMaxActiveRequests(undefined, false)).toBe(EMBEDDED_MAX_ACTIVE_REQUESTS);
    expect(parseMaxActiveRequests('', true)).toBe(0);
    expect(parseMaxActiveRequests('40', true)).toBe(40);
    expect(parseMaxActiveRequests('0', false)).toBe(0);
    expect(() => parseMaxActiveRequests('lots', false)).toThrow(
      'MAX_ACTIVE_REQUESTS: lots is not a whole number (0: no bound)',
    );
  });
});

describe('a busy server (a bounded queue of requests)', () => {
  let t: TestApp | undefined;
  const held: Socket[] = [];
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await t?.close();
  });

  /** Starts a sign-in whose body never ends: the server has taken the request and waits on the client. */
  async function holdARequest(port: number): Promise<Socket> {
    const socket = connect(port, '127.0.0.1');
    held.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    return socket;
  }

  const status = async (url: string, headers: Record<string, string> = {}) =>
    (await fetch(url, { headers })).status;

  /** A server that takes two requests at once, both taken by requests that wait on their clients. */
  async function serverWithTwoHeld() {
    t = await createTestApp({ maxActiveRequests: 2 });
    // Signed in before the queue is full.
    const { token } = await signIn(t.app, DEMO.superAdmin);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const sockets = [await holdARequest(port), await holdARequest(port)];
    // The next request is refused once both are in: wait for that, not for a time.
    await expect.poll(() => status(`${base}/api/auth/me`)).toBe(503);
    return { base, sockets, token };
  }

  it('answers 503 busy with Retry-After, in the caller\u2019s language, past the bound', async () => {
    const { base } = await serverWithTwoHeld();
    const refused = await fetch(`${base}/api/auth/me`, { headers: { 'accept-language': 'hi' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({
      success: false,
      errorType: 'busy',
      message: 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
      requestId: refused.headers.get('x-request-id'),
    });
    // Only the server's own requests pass, by a value no client knows.
    expect(await status(`${base}/api/auth/me`, { [INNER_REQUEST.header]: 'let me in' })).toBe(503);
  });

  it('takes requests again as soon as one in the queue is given up by its client', async () => {
    const { base, sockets } = await serverWithTwoHeld();
    sockets[0]!.destroy();
    await expect.poll(() => status(`${base}/api/auth/me`)).toBe(401);
  });

  it('takes requests again as soon as one in the queue is answered', async () => {
    const { base, sockets } = await serverWithTwoHeld();
    sockets[0]!.write('"email":"nobody@example.org","password":"wrong-password"}'.padEnd(99, ' '));
    const answer = await new Promise<string>((resolve) =>
      sockets[0]!.once('data', (data) => resolve(String(data))),
    );
    expect(answer).toMatch(/^HTTP\/1.1 401/);
    await expect.poll(() => status(`${base}/api/auth/me`)).toBe(401);
  });

  it('runs an outbox batch\u2019s changes inside the batch\u2019s own place in the queue', async () => {
    const { base, sockets, token } = await serverWithTwoHeld();
    sockets[0]!.destroy();
    await expect.poll(() => status(`${base}/api/auth/me`)).toBe(401);
    const schools = (await (
      await fetch(`${base}/api/schools?limit=1`, { headers: bearer(token) })
    ).json()) as {
      data: Array<{ _id: string }>;
    };
    // The last place is the batch's: were its change to queue again, it would be refused as busy.
    const answer = await fetch(`${base}/api/outbox/batch`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        changes: [
          {
            method: 'PATCH',
            path: `/schools/${schools.data[0]!._id}`,
            idempotencyKey: 'admission-batch-1',
            body: { contact: 'Sunita Rao' },
          },
        ],
      }),
    });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Array<{ status: number }> };
    expect(data.map((change) => change.status)).toEqual([200]);
  });

  it('lets file transfers through: they stream bytes for as long as the link needs', async () => {
    const { base } = await serverWithTwoHeld();
    const download = await fetch(`${base}/api/files/0190a5a8-0000-7000-8000-000000000000`);
    expect(download.status).toBe(404);
    expect(await status(`${base}/api/auth/me`)).toBe(503);
  });
});

describe('a busy server in its own process, on the embedded database', () => {
  it('counts every request already sent, though the embedded database answers without giving the thread back', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-admission-'));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      MAX_ACTIVE_REQUESTS: '2',
      LOG_LEVEL: 'warn',
    });
    try {
      const token = await signInOver(server.origin);
      // Thirty reads of the database at once: were each answered before the next is read, the queue
      // would form unseen in the sockets, none would be refused, and the last would wait for all.
      const statuses = await Promise.all(
        Array.from(
          { length: 30 },
          async () =>
            (await fetch(`${server.origin}/api/students?limit=50`, { headers: bearer(token) })).status,
        ),
      );
      expect(new Set(statuses)).toEqual(new Set([200, 503]));
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
