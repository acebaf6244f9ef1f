/**
 * Shared setup of the users tests: the access app (super administrator, school B's administrator, a
 * plain user), a valid account form, and sign-ins from varied addresses (the sign-in limit counts
 * per address).
 */
import { expect } from 'vitest';
import type { UserAccount } from '../../../src/domain/users/user-account';
import { admin, call, own, t } from './access-app';
import { codeIn, latestMailTo } from './mail';

let n = 0;

export function accountForm(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Test Administrator ${'abcdefghij'[n % 10]}`,
    email: `users.test.${n}.${Date.now().toString(36)}@example.in`,
    role: 'school_admin',
    schoolId: own._id,
    ...overrides,
  };
}

export async function createdAccount(overrides: Record<string, unknown> = {}): Promise<UserAccount> {
  const response = await call(admin, 'POST', '/api/users', accountForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: UserAccount }>().data;
}

let address = 0;
const nextAddress = () => `198.51.100.${(++address % 250) + 1}`;

/** Signs in with a code the super administrator has mailed to the account; answers the raw response. */
export async function codeSignIn(account: UserAccount) {
  const sent = await call(admin, 'POST', `/api/users/${account._id}/send-code`);
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = codeIn(await latestMailTo(t, account.email));
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, otp },
    remoteAddress: nextAddress(),
  });
}

/** A token of the account, from a code sign-in. */
export async function tokenOf(account: UserAccount): Promise<string> {
  const response = await codeSignIn(account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

export const patchUser = (token: string, id: string, body: object) =>
  call(token, 'PATCH', `/api/users/${id}`, body);
