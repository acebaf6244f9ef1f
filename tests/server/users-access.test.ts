import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { UserAccount } from '../../src/domain/users/user-account';
import { t, admin, schoolAdmin, plainUser, call, setupAccessApp } from './helpers/access-app';
import { accountForm, createdAccount } from './helpers/users-app';

type Method = 'GET' | 'POST' | 'PATCH';
type Route = [Method, string, object?];

let account: UserAccount;

/** Every users route, on a school administrator's account. */
const routes = (): Route[] => [
  ['GET', '/api/users'],
  ['GET', '/api/users?q=test'],
  ['GET', `/api/users/${account._id}`],
  ['POST', '/api/users', { ...accountForm(), _id: newId() }],
  ['PATCH', `/api/users/${account._id}`, { name: 'Renamed By Someone' }],
  ['PATCH', `/api/users/${account._id}`, { status: 'active' }],
  ['POST', `/api/users/${account._id}/send-code`],
];

setupAccessApp();
beforeAll(async () => {
  account = await createdAccount();
});

describe('who may call the users routes', () => {
  it('answers 401 without a sign-in on every route', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'unauthorized' });
    }
  });

  it('answers 403 to a school administrator and to a plain user on every route, and changes nothing', async () => {
    const before = (await call(admin, 'GET', '/api/users')).body;
    for (const token of [schoolAdmin, plainUser]) {
      for (const [method, url, payload] of routes()) {
        const response = await call(token, method, url, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ errorType: 'forbidden' });
        expect(response.body).not.toContain(account.email);
      }
    }
    expect((await call(admin, 'GET', '/api/users')).body).toBe(before);
  });

  it('lets the super administrator call every route', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('never sends a password hash', async () => {
    const list = await call(admin, 'GET', '/api/users');
    const sync = await call(admin, 'GET', '/api/sync?scope=global&limit=2000');
    for (const body of [list.body, sync.body]) {
      expect(body).not.toMatch(/passwordHash|password_hash|scrypt|\$argon/i);
    }
    expect(sync.json<{ changes: { entity: string }[] }>().changes.some((c) => c.entity === 'users')).toBe(
      true,
    );
  });

  it('keeps accounts out of a school scope pull', async () => {
    const me = await call(schoolAdmin, 'GET', '/api/auth/me');
    const schoolId = me.json<{ data: { schoolId: string } }>().data.schoolId;
    const sync = await call(schoolAdmin, 'GET', `/api/sync?scope=school:${schoolId}&limit=2000`);
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json<{ changes: { entity: string }[] }>().changes.some((c) => c.entity === 'users')).toBe(
      false,
    );
  });
});
