import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../server/modules/auth';
import { codeIn, latestMailTo } from './helpers/mail';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('makes a plain, unverified user after its answer, ignoring role, school, verification and id in the body', async () => {
    const response = await register({
      email: 'New.Teacher@Example.in',
      password: 'a-good-password',
      name: 'New Teacher',
      role: 'super_admin',
      schoolId: 'someone-elses-school',
      isVerified: true,
      _id: 'chosen-id',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      success: true,
      message:
        'Check your email: new.teacher@example.in will get a 6-digit code to sign in to the new account or, if it already has an account, a note saying so.',
    });
    await t.app.mailQueue.idle();
    const stored = await findUserByEmail(t.app.db, 'new.teacher@example.in');
    expect(stored).toMatchObject({ name: 'New Teacher', role: 'user', isVerified: false, schoolId: null });
    expect(stored!._id).not.toBe('chosen-id');
  });

  it('mails a sign-in code whose use verifies the address: the first sign-in, then password sign-ins', async () => {
    const email = 'first.time@example.in';
    expect((await register({ email, password: 'a-good-password', name: 'First Time' })).statusCode).toBe(202);
    const mail = await latestMailTo(t, email);
    expect(mail).toContain('Use this code to sign in to Shala Admin:');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, otp: codeIn(mail) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const answer = signedIn.json<{ token: string; first_sign_in: boolean; user: { isVerified: boolean } }>();
    expect(answer).toMatchObject({ first_sign_in: true, role: 'user', user: { isVerified: true } });
    expect(await findUserByEmail(t.app.db, email)).toMatchObject({ isVerified: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(answer.token) });
    expect(me.json()).toMatchObject({ data: { role: 'user', isVerified: true } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'a-good-password' },
    });
    expect(login.json()).toMatchObject({ first_sign_in: false });
  });

  it('validates the password and the fields', async () => {
    expect((await register({ email: 'x@y.in', password: 'short' })).json()).toMatchObject({
      message: 'Password must be at least 8 characters',
    });
    expect(
      (await register({ email: 'x@y.in', password: 'long-enough', name: 'n'.repeat(500) })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the own profile, never the role or school, and counts the version', async () => {
    const { token, user } = await signIn(t.app, DEMO.schoolAdmin);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Sunita Patil', phone: '9822012345', role: 'super_admin', schoolId: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { name: 'Sunita Patil', phone: '9822012345', role: 'school_admin', schoolId: user.schoolId },
    });
  });

  it('runs a write once for a repeated Idempotency-Key and replays the first answer', async () => {
    const { token } = await signIn(t.app, DEMO.superAdmin);
    const send = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { ...bearer(token), 'idempotency-key': 'profile-change-1' },
        payload: { name },
      });
    const first = await send('Anita Deshmukh-Rao');
    const repeat = await send('Anita Deshmukh-Rao');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    // Another body under the same key is refused (tests/server/idempotency-body.test.ts).
    expect((await send('Something Else')).statusCode).toBe(422);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { name: 'Anita Deshmukh-Rao' } });
  });

  it('answers a stale If-Match version with 409 version_conflict and the current record', async () => {
    const { token } = await signIn(t.app, DEMO.superAdmin);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json<{
      data: { version?: number; updatedAt: string };
    }>();
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), 'if-match': '"1"' },
      payload: { name: 'Stale Edit' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorType: 'version_conflict',
      current: { email: DEMO.superAdmin },
    });
    expect(me.data.version).toBeGreaterThan(1);
    const badHeader = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(token), 'if-match': 'banana' },
      payload: { name: 'x' },
    });
    expect(badHeader.statusCode).toBe(400);
  });
});

describe('every /api route is guarded', () => {
  const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '0190f3b0-0000-7000-8000-000000000000');

  it('answers 401 to a request with no token or an expired one on every non-public route', async () => {
    const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    const { user } = await signIn(t.app, DEMO.superAdmin);
    const expired = t.app.jwt.sign({ sub: user._id, iat: 1_600_000_000, exp: 1_600_003_600 });
    // A tus route's request names the tus version it speaks (or is refused with 412 before its token is read).
    const tus = { 'tus-resumable': '1.0.0' };
    for (const route of guarded) {
      const method = route.method as 'GET';
      const none = await t.app.inject({ method, url: sample(route.url), headers: tus });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      const late = await t.app.inject({
        method,
        url: sample(route.url),
        headers: { ...tus, ...bearer(expired) },
      });
      expect(late.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to a school administrator's token on every super-admin-only route", async () => {
    const { token } = await signIn(t.app, DEMO.schoolAdmin);
    const superOnly = t.app.apiRoutes.filter(
      (route) => Array.isArray(route.access) && !route.access.includes('school_admin'),
    );
    for (const route of superOnly) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: sample(route.url),
        headers: bearer(token),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(t.app.apiRoutes.every((route) => route.url.startsWith('/api/'))).toBe(true);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorType: 'not_found' });
  });
});
