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
