import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { signUp } from './helpers/sign-up';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let schoolAdmin: string;
let schools: School[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  schoolAdmin = (await signIn(t.app, DEMO.schoolAdmin)).token;
  const list = await t.app.inject({ method: 'GET', url: '/api/schools?limit=100', headers: bearer(admin) });
  schools = list.json<{ data: School[] }>().data;
});
afterAll(() => t.close());

describe('scopes and input', () => {
  it('lets each role pull only its scopes', async () => {
    const own = schools[0]!;
    const { token: user } = await signUp(t, { email: 'sync.user@example.in', password: 'a-good-password' });
    const status = async (token: string, scope: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/sync?scope=${scope}`, headers: bearer(token) }))
        .statusCode;
    expect(await status(admin, 'global')).toBe(200);
    for (const school of schools) expect(await status(admin, `school:${school._id}`)).toBe(200);
    expect(await status(schoolAdmin, `school:${own._id}`)).toBe(200);
    expect(await status(schoolAdmin, 'global')).toBe(403);
    for (const school of schools.slice(1))
      expect(await status(schoolAdmin, `school:${school._id}`)).toBe(403);
    expect(await status(user, 'global')).toBe(403);
    expect(await status(user, `school:${own._id}`)).toBe(403);
  });

  it("sends a school admin only their own school's records", async () => {
    const own = schools[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sync?scope=school:${own._id}&limit=2000`,
      headers: bearer(schoolAdmin),
    });
    const page = response.json<{ changes: Array<{ entity: string; record: Record<string, unknown> }> }>();
    expect(page.changes.length).toBeGreaterThan(own.studentCount);
    for (const { entity, record } of page.changes) {
      expect(entity === 'schools' ? record._id : record.school_id).toBe(own._id);
    }
  });

  it('answers 400 for a bad scope, cursor or limit and 404 for an unknown school', async () => {
    const status = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/sync?${query}`, headers: bearer(admin) })).statusCode;
    for (const query of [
      '',
      'scope=everything',
      'scope=school:',
      `scope=school:${'x'.repeat(200)}`,
      'scope=global&since=-1',
      'scope=global&since=abc',
      'scope=global&since=1e9',
      'scope=global&since=99999999999999999999',
      'scope=global&limit=0',
      'scope=global&limit=2001',
      'scope=global&scope=global',
    ]) {
      expect(await status(query), query).toBe(400);
    }
    expect(await status('scope=school:019e0000-0000-7000-8000-000000000000')).toBe(404);
    expect(await status('scope=global&since=')).toBe(200);
  });
});
