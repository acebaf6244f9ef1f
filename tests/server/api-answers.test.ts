import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeError } from '../../server/http/log-safety';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry no query parameter, password or token, and a request id on every line', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.superAdmin, password: DEMO.password },
    });
    const token = login.json<{ token: string }>().token;
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/schools?search=Secret%20Search%20Term&limit=5',
      headers: { authorization: `Bearer ${token}` },
    });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/schools');
    expect(logged).not.toContain('Secret');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(DEMO.password);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect((JSON.parse(line) as { reqId: string }).reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cut a failed query\u2019s values out of its message, its stack and its causes', () => {
    const failed = new Error(
      'Failed query: select * from users where password_hash = $1\nparams: $scrypt$secret-hash',
    );
    const wrapper = new Error('Could not sign in', { cause: failed });
    const logged = JSON.stringify(safeError(wrapper));
    expect(logged).toContain('Failed query: select * from users where password_hash = $1');
    expect(logged).not.toContain('secret-hash');
  });
});

describe('error answers', () => {
  it('name their request in the body and the X-Request-Id header', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/schools' });
    expect(answer.statusCode).toBe(401);
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json()).toMatchObject({ requestId });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.json()).toMatchObject({
      errorType: 'not_found',
      requestId: missing.headers['x-request-id'],
    });
  });
});

describe('API answer headers', () => {
  it('are never sniffed or cached, errors and public answers included', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/schools' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO.superAdmin, password: DEMO.password },
      }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe("the router's own refusals", () => {
  const refusal = async (url: string, language = 'en') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    const body = response.json<{ success: boolean; message: string; errorType: string; requestId: string }>();
    return { status: response.statusCode, body, requestId: response.headers['x-request-id'] };
  };

  it('answer a path segment too long for any id or key with 414, in the API’s shape and language', async () => {
    const { status, body, requestId } = await refusal(`/api/students/${'x'.repeat(300)}`, 'hi');
    expect(status).toBe(414);
    expect(body).toEqual({
      success: false,
      message: 'पता बहुत लंबा है',
      errorType: 'bad_request',
      requestId,
    });
  });

  it('answer a path that is not valid percent-encoding with 400, in the API’s shape', async () => {
    const { status, body, requestId } = await refusal('/api/students/%E0%A4');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'The request address has a broken %-escape: it must encode UTF-8 text',
      errorType: 'bad_request',
      requestId,
    });
  });

  it('take a path value as long as the longest the API names (an Idempotency-Key, 200 characters)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.superAdmin, password: DEMO.password },
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/refused-changes/${'k'.repeat(200)}`,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
