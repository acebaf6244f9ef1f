import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

function claims(token: string): { sub: string; exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    exp: number;
    iat: number;
  };
}

describe('POST /api/auth/login with a password', () => {
  it('signs in the super administrator with the token under both names and no school', async () => {
    const answer = await signIn(t.app, DEMO.superAdmin);
    expect(answer.role).toBe('super_admin');
    expect(answer.token).toMatch(/^ey/);
    expect(answer).toMatchObject({ access_token: answer.token, schoolId: null });
    expect(answer.user).not.toHaveProperty('passwordHash');
  });

  it("signs in the school administrator with the school's id", async () => {
    const answer = await signIn(t.app, DEMO.schoolAdmin);
    expect(answer.role).toBe('school_admin');
    expect(answer.schoolId).toEqual(expect.any(String));
    expect(answer.user.schoolId).toBe(answer.schoolId);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login({ email: '  ADMIN@Shala.Demo ', password: DEMO.password });
    expect(response.statusCode).toBe(200);
  });

  it('gives 12-hour tokens, and 30-day tokens with extended_token_expiry', async () => {
    const short = claims(
      (await login({ email: DEMO.superAdmin, password: DEMO.password })).json<{ token: string }>().token,
    );
    const long = claims(
      (await login({ email: DEMO.superAdmin, password: DEMO.password, extended_token_expiry: true })).json<{
        token: string;
      }>().token,
    );
    expect(short.exp - short.iat).toBe(12 * 3600);
    expect(long.exp - long.iat).toBe(30 * 24 * 3600);
  });

  it('answers a wrong password with 401 and a clear message', async () => {
    const response = await login({ email: DEMO.schoolAdmin, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Invalid email or password',
      errorType: 'unauthorized',
    });
  });

  it('answers an unknown account the same way', async () => {
    const response = await login({ email: 'nobody@shala.demo', password: DEMO.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it.each([
    [{ password: DEMO.password }, 'Email is required', 'email'],
    [{ email: '', password: DEMO.password }, 'Email is required', 'email'],
    [{ email: 'not-an-email', password: DEMO.password }, 'Please enter a valid email address', 'email'],
    [{ email: 42, password: DEMO.password }, 'Email is required', 'email'],
    [
      { email: `${'a'.repeat(300)}@x.in`, password: DEMO.password },
      'Please enter a valid email address',
      'email',
    ],
    [{ email: DEMO.superAdmin }, 'Password is required', 'password'],
    [
      { email: DEMO.superAdmin, password: 'x'.repeat(10_000) },
      'Password must be less than 128 characters',
      'password',
    ],
  ])('rejects bad input %j with 400 and the field message', async (payload, message, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errorType: 'validation', errors: { [field]: message } });
  });

  it('rejects a body that is not an object or not JSON with 400', async () => {
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(notObject.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'Invalid JSON body' });
  });

  it('locks an address and e-mail after 10 tries in 10 minutes with 429 and a clear message', async () => {
    const email = 'someone-else@shala.demo';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login({ email, password: 'guess' })).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const locked = await login({ email, password: 'guess' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      errorType: 'rate_limited',
    });
    expect((await signIn(t.app, DEMO.schoolAdmin)).role).toBe('school_admin');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the current user under data', async () => {
    const { token, user } = await signIn(t.app, DEMO.schoolAdmin);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: user._id, email: DEMO.schoolAdmin },
    });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('ey.not.valid'),
    });
    expect(forged.statusCode).toBe(401);
    const { user } = await signIn(t.app, DEMO.superAdmin);
    const expired = t.app.jwt.sign({
      sub: user._id,
      iat: Math.floor(Date.now() / 1000) - 7200,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const late = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(expired) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      errorType: 'token_expired',
      message: 'Your session has expired. Please sign in again.',
    });
  });
});
