import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/domain/settings/settings-schema';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let school: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  school = (await signIn(t.app, DEMO.schoolAdmin)).token;
});
afterAll(() => t.close());

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/settings', headers: bearer(token) });
const write = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: { ...bearer(token), ...headers },
    payload: payload as object,
  });

describe('/api/auth/settings', () => {
  it('answers the defaults to someone who never changed a setting', async () => {
    const response = await read(school);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: DEFAULT_SETTINGS });
  });

  it('changes only the fields sent, one version further, and only for the caller', async () => {
    const first = await write(admin, { theme: 'dark' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Settings saved',
      data: { theme: 'dark', compactView: false, emailNotifications: true, version: 2 },
    });
    const second = await write(admin, { compactView: true }, { 'if-match': '2' });
    expect(second.json()).toMatchObject({ data: { theme: 'dark', compactView: true, version: 3 } });
    expect((await read(admin)).json()).toMatchObject({ data: { theme: 'dark', compactView: true } });
    expect((await read(school)).json()).toMatchObject({ data: { theme: 'system', compactView: false } });
  });

  it('refuses a change of an older version with 409 and the current settings', async () => {
    const response = await write(admin, { theme: 'light' }, { 'if-match': '1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorType: 'version_conflict', current: { theme: 'dark' } });
    expect((await read(admin)).json()).toMatchObject({ data: { theme: 'dark' } });
  });

  it.each([
    [{ theme: 'purple' }, 'Theme must be system, light or dark'],
    [{ compactView: 'yes' }, 'Must be on (true) or off (false)'],
    [{ twoFactor: 1 }, 'Must be on (true) or off (false)'],
    [{ theme: 'x'.repeat(10_000) }, 'Theme must be system, light or dark'],
  ])('refuses %j with 400 and a clear message, storing nothing', async (payload, message) => {
    const before = (await read(school)).json<{ data: unknown }>().data;
    const response = await write(school, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect((await read(school)).json<{ data: unknown }>().data).toEqual(before);
  });

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/settings' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings',
      payload: { theme: 'dark' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
