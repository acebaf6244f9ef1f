/**
 * Makes an account the way a person does: register (answered without a token), then sign in with the
 * code mailed to the new address, which verifies it.
 */
import { expect } from 'vitest';
import { codeIn, latestMailTo } from './mail';
import type { TestApp } from './test-app';

export interface NewAccount {
  email: string;
  password: string;
  name?: string;
}

/** Where the requests come from: an address (the sign-in limits count per address), a User-Agent. */
export interface From {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export interface SignedUp {
  token: string;
  user: { _id: string; email: string; role: string; isVerified: boolean };
  first_sign_in: boolean;
}

export async function signUp(t: TestApp, account: NewAccount, from: From = {}): Promise<SignedUp> {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    ...from,
  });
  expect(registered.statusCode, registered.body).toBe(202);
  const otp = codeIn(await latestMailTo(t, account.email));
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, otp },
    ...from,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return signedIn.json<SignedUp>();
}
