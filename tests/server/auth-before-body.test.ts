/**
 * A route that is not public checks who calls it before it reads a byte of the body: a stranger's
 * 12 MB import, or one from a person without the role, is answered while the body is still unsent, so
 * no flood of bodies is ever read or parsed for them. Over a real socket: each request declares a
 * 12,000,000-byte JSON body, sends a few KB of it and never the rest, and waits for its answer.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

const DECLARED = 12_000_000;
/** The start of a body: a few KB of rows, nowhere near its declared length. */
const FIRST_PART = `{"rows":[${Array.from({ length: 60 }, (_, i) => `{"name":"Row ${i} ${'x'.repeat(40)}"}`).join(',')}`;

let t: TestApp;
let port: number;
let schoolAdmin: string;
const open: ClientRequest[] = [];

beforeAll(async () => {
  t = await createTestApp();
  schoolAdmin = (await signIn(t.app, DEMO.schoolAdmin)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const request of open) request.destroy();
  await t.close();
});

interface EarlyAnswer {
  status: number;
  body: { message?: string; errorType?: string };
  /** Body bytes the client had written when the whole answer had arrived. */
  bodyBytesSent: number;
}

/**
 * Sends the request's head and the first part of its body, then waits for the whole answer; the rest
 * of the body is never written.
 */
function answerToUnfinishedBody(method: string, path: string, token?: string): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: {
        'content-type': 'application/json',
        'content-length': String(DECLARED),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    open.push(request);
    let bodyBytesSent = 0;
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as EarlyAnswer['body'],
          bodyBytesSent,
        }),
      );
    });
    request.write(FIRST_PART, () => {
      bodyBytesSent += Buffer.byteLength(FIRST_PART);
    });
  });
}

const BULK_ROUTES = [
  ['POST', '/api/students/bulk'],
  ['POST', '/api/teachers/bulk'],
  ['POST', '/api/subjects/bulk'],
  ['POST', '/api/devices/bulk'],
  ['PUT', '/api/schools/bulk-update'],
] as const;

/** The bulk routes only a super administrator may call. */
const SUPER_ADMIN_ONLY = [
  ['POST', '/api/devices/bulk'],
  ['PUT', '/api/schools/bulk-update'],
] as const;

/** The answer came while the body was unfinished: it was neither waited for nor parsed. */
function expectAnsweredBeforeTheBody(answer: EarlyAnswer) {
  expect(answer.bodyBytesSent).toBeLessThan(DECLARED / 1000);
}

describe('a guarded route answers before it reads the body', () => {
  it.each(BULK_ROUTES)('%s %s: 401 to a caller without a token', async (method, path) => {
    const answer = await answerToUnfinishedBody(method, path);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorType: 'unauthorized', message: AUTH_MESSAGES.unauthorized });
    expectAnsweredBeforeTheBody(answer);
  });

  it.each(BULK_ROUTES)('%s %s: 401 to a caller with a bad token', async (method, path) => {
    const answer = await answerToUnfinishedBody(method, path, 'not-a-token');
    expect(answer.status).toBe(401);
    expectAnsweredBeforeTheBody(answer);
  });

  it.each(SUPER_ADMIN_ONLY)('%s %s: 403 to a school administrator', async (method, path) => {
    const answer = await answerToUnfinishedBody(method, path, schoolAdmin);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorType: 'forbidden' });
    expectAnsweredBeforeTheBody(answer);
  });
});
