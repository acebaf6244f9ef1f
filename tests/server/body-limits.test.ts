import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO.superAdmin, password: DEMO.password },
  });
  auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
});
afterAll(() => t.close());

/** A JSON object of many small keys: what makes a parser work hardest per byte. */
const manyKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])));

describe('body limits', () => {
  it('refuse a large body on the public sign-in before parsing it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: manyKeys(100_000),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      message: 'The request is too large',
      errorType: 'payload_too_large',
    });
  });

  /** A JSON body of about `bytes` bytes: one long text field beside the route's own. */
  const padded = (bytes: number, fields: Record<string, unknown> = {}) =>
    JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) });

  it.each([
    ['public sign-in', 'POST', '/api/auth/login', 17 * 1024, false],
    ['registration', 'POST', '/api/auth/register', 17 * 1024, false],
    ['one\u2019s settings', 'PUT', '/api/auth/settings', 17 * 1024, true],
    ['a record\u2019s write', 'POST', '/api/students', 65 * 1024, true],
    ['a school status update', 'PUT', '/api/schools/bulk-update', 65 * 1024, true],
    ['an outbox batch', 'POST', '/api/outbox/batch', 2 * 1024 * 1024 + 1024, true],
  ] as const)('refuse a body over its kind\u2019s limit: %s', async (_name, method, url, bytes, signedIn) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { ...(signedIn ? auth : {}), 'content-type': 'application/json', 'accept-language': 'en' },
      payload: padded(bytes),
    });
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toMatchObject({
      success: false,
      message: 'The request is too large',
      errorType: 'payload_too_large',
    });
  });

  it.each([
    ['public sign-in', 'POST', '/api/auth/login', 15 * 1024, false],
    ['a record\u2019s write', 'POST', '/api/students', 60 * 1024, true],
    ['an outbox batch', 'POST', '/api/outbox/batch', 1024 * 1024, true],
  ] as const)('take a body under its kind\u2019s limit: %s', async (_name, method, url, bytes, signedIn) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { ...(signedIn ? auth : {}), 'content-type': 'application/json' },
      payload: padded(bytes),
    });
    // Read and judged by the route's own rules.
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ errorType: string }>().errorType).toBe('validation');
  });

  it('answer a refused body in the caller\u2019s language', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'mr' },
      payload: padded(17 * 1024),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ message: string }>().message).toBe('विनंती खूप मोठी आहे');
  });

  it('let a bulk import carry a large file\u2019s rows', async () => {
    const schools = await t.app.inject({ method: 'GET', url: '/api/schools?limit=1', headers: auth });
    const schoolId = schools.json<{ data: { _id: string }[] }>().data[0]!._id;
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      teacher_id: `BULK-${i}`,
      teacher_name: `Bulk Teacher ${i}`,
      email: `bulk.${i}@school.in`,
      phone_number: '9876543210',
      status: 'active',
      school_id: schoolId,
    }));
    const body = JSON.stringify({ teachers: rows, schoolId });
    expect(body.length).toBeGreaterThan(256 * 1024);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/bulk',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.statusCode).not.toBe(413);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
