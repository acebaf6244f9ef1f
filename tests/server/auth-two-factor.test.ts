import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, type TestApp } from './helpers/test-app';
import { codeIn, latestMailTo } from './helpers/mail';
import { signUp } from './helpers/sign-up';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a-good-password';
/** The account each test signs in to: its own, so one test's tries do not count toward another's limit. */
let email = '';
beforeEach(async () => {
  email = `two.factor.${++address}@example.in`;
  const { token } = await signUp(
    t,
    { email, password: PASSWORD, name: 'Two Factor' },
    { remoteAddress: `10.9.0.${++address}` },
  );
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: bearer(token),
    payload: { twoFactor: true },
  });
  expect(on.statusCode).toBe(200);
});

// Each test from its own address: the per-address sign-in limit is not what is tested here.
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++address}` });
const password = () => post('/api/auth/login', { email, password: PASSWORD });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function passwordStep() {
  const response = await password();
  expect(response.statusCode).toBe(200);
  const answer = response.json<Record<string, unknown>>();
  const code = codeIn(await latestMailTo(t, email));
  return { answer, code, challenge: answer.challenge as string };
}

describe('two-factor sign-in', () => {
  it('answers the right password without a token and mails a code', async () => {
    const { answer } = await passwordStep();
    expect(answer).toMatchObject({ success: true, twoFactorRequired: true });
    expect(typeof answer.challenge).toBe('string');
    expect(answer).not.toHaveProperty('token');
    expect(answer).not.toHaveProperty('access_token');
    expect(await latestMailTo(t, email)).toContain('finish signing in');
  });

  it('signs in with the mailed code and the challenge, once', async () => {
    const { code, challenge } = await passwordStep();
    const signedIn = await post('/api/auth/login', { email, otp: code, challenge });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ role: string; token: string }>()).toMatchObject({ role: 'user' });
    expect(signedIn.json<{ token: string }>().token).toMatch(/^ey/);
    const again = await post('/api/auth/login', { email, otp: code, challenge });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a wrong code, and the fifth wrong one locks the code', async () => {
    const { code, challenge } = await passwordStep();
    const wrong = { email, otp: otherThan(code), challenge };
    const first = await post('/api/auth/login', wrong);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ message: 'Invalid or expired code' });
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', wrong)).statusCode).toBe(401);
    const fifth = await post('/api/auth/login', wrong);
    expect(fifth.statusCode).toBe(429);
    const right = await post('/api/auth/login', { email, otp: code, challenge });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a code with another challenge', async () => {
    const { code } = await passwordStep();
    const response = await post('/api/auth/login', { email, otp: code, challenge: 'forged' });
    expect(response.statusCode).toBe(401);
  });

  it('never lets a plain sign-in code skip the password', async () => {
    expect((await post('/api/auth/send-otp', { email })).statusCode).toBe(200);
    const code = codeIn(await latestMailTo(t, email));
    const response = await post('/api/auth/login', { email, otp: code });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Two-factor sign-in is on for this account: sign in with your password, then the code.',
    });
    expect(response.json()).not.toHaveProperty('token');
  });

  it('does not answer a wrong password with a challenge', async () => {
    const response = await post('/api/auth/login', { email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('challenge');
  });

  it('counts the code step toward the per-account sign-in limit', async () => {
    const { code, challenge } = await passwordStep();
    let last = 0;
    // 10 tries per account in 10 minutes on /login, password steps included: the limit answers 429.
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await post('/api/auth/login', { email, otp: otherThan(code), challenge })).statusCode;
    expect(last).toBe(429);
  });

  it('leaves accounts without it signing in with the password alone', async () => {
    const response = await post('/api/auth/login', { email: DEMO.superAdmin, password: DEMO.password });
    expect(response.json<{ token: string }>().token).toMatch(/^ey/);
  });
});
