/** Revocable sessions: every sign-in is a session its token names; logout, sign out everywhere, a reset end them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deviceLabel } from '../../server/auth/device-label';
import { forgetOldRecords } from '../../server/jobs/housekeeping';
import { sessions } from '../../server/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { codeIn, latestMailTo } from './helpers/mail';
import { signUp } from './helpers/sign-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-T220) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PASSWORD = 'session-password';

let addresses = 0;
/** Each sign-in from its own address, so the sign-in limits never decide these tests. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.11.0.${++addresses}` });

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: bearer(token) });

let people = 0;
/** A new account; answers its e-mail and the token of its first session (the code sign-in after registering). */
async function newPerson(userAgent = ANDROID_CHROME) {
  const email = `session-${++people}-${randomUUID().slice(0, 8)}@shala.demo`;
  const { token } = await signUp(
    t,
    { email, password: PASSWORD },
    { headers: { 'user-agent': userAgent }, remoteAddress: `10.11.0.${++addresses}` },
  );
  return { email, token };
}

async function signIn(email: string, userAgent = IPAD_SAFARI, password = PASSWORD) {
  const response = await post('/api/auth/login', { email, password }, { 'user-agent': userAgent });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const sidOf = (token: string) => t.app.jwt.decode<{ sid: string }>(token)!.sid;

async function expectEnded(token: string) {
  const response = await call(token, 'GET', '/api/auth/me');
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    message: 'Your session has ended. Please sign in again.',
    errorType: 'session_ended',
  });
}

const expectLive = async (token: string) =>
  expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(200);

interface SessionView {
  id: string;
  deviceLabel: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}
const listOf = async (token: string) => {
  const response = await call(token, 'GET', '/api/auth/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SessionView[] }>().data;
};

describe('sessions', () => {
  it('makes a session of every sign-in and lists the live ones, this one marked current', async () => {
    const { email, token: phone } = await newPerson();
    const tablet = await signIn(email);
    expect(sidOf(phone)).not.toBe(sidOf(tablet));
    const seen = await listOf(tablet);
    expect(seen).toHaveLength(2);
    expect(seen.find((row) => row.id === sidOf(tablet))).toMatchObject({
      deviceLabel: 'Safari on iPad',
      current: true,
    });
    expect(seen.find((row) => row.id === sidOf(phone))).toMatchObject({
      deviceLabel: 'Chrome on Android',
      current: false,
    });
    for (const row of seen) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'current', 'deviceLabel', 'id', 'lastUsedAt']);
      expect(Number.isNaN(Date.parse(row.lastUsedAt))).toBe(false);
    }
  });

  it('gives a code sign-in a session too', async () => {
    const { email } = await newPerson();
    expect((await post('/api/auth/send-otp?source=login', { email })).statusCode).toBe(200);
    const otp = codeIn(await latestMailTo(t, email));
    const response = await post('/api/auth/login', { email, otp }, { 'user-agent': IPAD_SAFARI });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    expect((await listOf(token)).find((row) => row.current)?.deviceLabel).toBe('Safari on iPad');
  });

  it('ends this session on logout: its token gets 401 on the next request, the other device stays', async () => {
    const { email, token: phone } = await newPerson();
    const tablet = await signIn(email);
    const out = await call(tablet, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: 'You have signed out.' });
    await expectEnded(tablet);
    expect((await call(tablet, 'POST', '/api/auth/logout')).statusCode).toBe(401);
    await expectLive(phone);
    expect((await listOf(phone)).map((row) => row.id)).toEqual([sidOf(phone)]);
  });

  it("signs out everywhere: the other device's token ends too", async () => {
    const { email, token: phone } = await newPerson();
    const tablet = await signIn(email);
    const other = await newPerson();
    const out = await call(tablet, 'POST', '/api/auth/logout-all');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: 'You have signed out on every device.' });
    await expectEnded(tablet);
    await expectEnded(phone);
    await expectLive(other.token);
    await expectLive(await signIn(email));
  });

  it('ends one session by id; an ended, unknown or malformed id is refused', async () => {
    const { email, token: phone } = await newPerson();
    const tablet = await signIn(email);
    const ended = await call(tablet, 'DELETE', `/api/auth/sessions/${sidOf(phone)}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, message: 'That session has ended.' });
    await expectEnded(phone);
    await expectLive(tablet);
    const again = await call(tablet, 'DELETE', `/api/auth/sessions/${sidOf(phone)}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Session not found', errorType: 'not_found' });
    expect((await call(tablet, 'DELETE', `/api/auth/sessions/${randomUUID()}`)).statusCode).toBe(404);
    const malformed = await call(tablet, 'DELETE', '/api/auth/sessions/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid session id' });
  });

  it("answers 404 for another person's session id and leaves it alive", async () => {
    const mine = await newPerson();
    const theirs = await newPerson();
    const response = await call(mine.token, 'DELETE', `/api/auth/sessions/${sidOf(theirs.token)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Session not found' });
    await expectLive(theirs.token);
    expect((await listOf(mine.token)).map((row) => row.id)).toEqual([sidOf(mine.token)]);
  });

  it('ends every session of the account on a password reset: the old token gets 401', async () => {
    const { email, token: phone } = await newPerson();
    const tablet = await signIn(email);
    expect((await post('/api/auth/send-otp?source=reset', { email })).statusCode).toBe(200);
    const otp = codeIn(await latestMailTo(t, email));
    const reset = await post('/api/auth/reset-password', { email, otp, password: 'a-new-password' });
    expect(reset.statusCode).toBe(200);
    await expectEnded(phone);
    await expectEnded(tablet);
    await expectLive(await signIn(email, IPAD_SAFARI, 'a-new-password'));
  });

  it('refuses a well-signed token naming a random session, and a token without a session', async () => {
    const { token } = await newPerson();
    const { sub } = t.app.jwt.decode<{ sub: string }>(token)!;
    await expectEnded(t.app.jwt.sign({ sub, sid: randomUUID() }, { expiresIn: '1h' }));
    await expectEnded(t.app.jwt.sign({ sub }, { expiresIn: '1h' }));
    const other = await newPerson();
    // Another person's session does not stand for this person.
    await expectEnded(t.app.jwt.sign({ sub, sid: sidOf(other.token) }, { expiresIn: '1h' }));
  });

  it('refuses an expired token as expired, and a session past its expiry as ended', async () => {
    const { token } = await newPerson();
    const { sub, sid } = t.app.jwt.decode<{ sub: string; sid: string }>(token)!;
    const now = Math.floor(Date.now() / 1000);
    const late = await call(
      t.app.jwt.sign({ sub, sid, iat: now - 7200, exp: now - 60 }),
      'GET',
      '/api/auth/me',
    );
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ errorType: 'token_expired' });
    await expectLive(token);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    await expectEnded(token);
  });

  it('expires the session with its token, 12 hours or 30 days after the sign-in', async () => {
    const { email, token } = await newPerson();
    const long = await post('/api/auth/login', { email, password: PASSWORD, extended_token_expiry: true });
    for (const [signed, hours] of [
      [token, 12],
      [long.json<{ token: string }>().token, 30 * 24],
    ] as const) {
      const { iat, exp, sid } = t.app.jwt.decode<{ iat: number; exp: number; sid: string }>(signed)!;
      expect(exp - iat).toBe(hours * 3600);
      const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, sid));
      expect(row!.expiresAt.getTime()).toBe(exp * 1000);
    }
  });

  it('notes when a session was last used, at most once a minute', async () => {
    const { token } = await newPerson();
    const sid = sidOf(token);
    const lastUsed = async () =>
      (await t.app.db.select().from(sessions).where(eq(sessions.id, sid)))[0]!.lastUsedAt.getTime();
    const setLastUsed = (ms: number) =>
      t.app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(ms) })
        .where(eq(sessions.id, sid));

    const recent = Date.now() - 30_000;
    await setLastUsed(recent);
    await expectLive(token);
    expect(await lastUsed()).toBe(recent);

    const old = Date.now() - 5 * 60_000;
    await setLastUsed(old);
    const before = Date.now();
    await expectLive(token);
    expect(await lastUsed()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('housekeeping', () => {
  it('forgets sessions that ended more than 30 days ago and keeps the others', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const row = (id: string, expiresAgo: number, revokedAgo?: number) => ({
      id,
      userId: 'housekeeping-user',
      expiresAt: new Date(now - expiresAgo),
      revokedAt: revokedAgo === undefined ? null : new Date(now - revokedAgo),
    });
    await t.app.db
      .insert(sessions)
      .values([
        row('expired-long-ago', 31 * day),
        row('expired-lately', 29 * day),
        row('revoked-long-ago', -day, 31 * day),
        row('revoked-lately', -day, 29 * day),
        row('live', -day),
      ]);
    await forgetOldRecords(t.app.db, now);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, 'housekeeping-user'));
    expect(left.map((kept) => kept.id).sort()).toEqual(['expired-lately', 'live', 'revoked-lately']);
  });
});

describe('device labels', () => {
  it('names the browser and the system in a few words', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(deviceLabel(IPAD_SAFARI)).toBe('Safari on iPad');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0'),
    ).toBe('Firefox on Windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      ),
    ).toBe('Edge on Windows');
    expect(deviceLabel('curl/8.5.0')).toBe('curl');
    expect(deviceLabel(undefined)).toBe('Unknown device');
  });
});
