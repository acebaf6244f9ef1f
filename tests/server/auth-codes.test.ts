import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../server/db/schema';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';
import { codeIn, latestMailTo } from './helpers/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const sendCode = (email: string, source = 'login') => post(`/api/auth/send-otp?source=${source}`, { email });

async function freshCode(email: string, source = 'login'): Promise<string> {
  const sent = await sendCode(email, source);
  expect(sent.statusCode).toBe(200);
  return codeIn(await latestMailTo(t, email));
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time code sign-in', () => {
  it('mails a 6-digit code that signs in once', async () => {
    const code = await freshCode(DEMO.schoolAdmin);
    const first = await post('/api/auth/login', { email: DEMO.schoolAdmin, otp: code });
    expect(first.statusCode).toBe(200);
    const answer = first.json<{ role: string; token: string; user: { email: string } }>();
    expect(answer).toMatchObject({ role: 'school_admin', user: { email: DEMO.schoolAdmin } });
    expect(answer.token).toMatch(/^ey/);
    const again = await post('/api/auth/login', { email: DEMO.schoolAdmin, otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Invalid or expired code' });
  });

  it('keeps only the newest code alive', async () => {
    const older = await freshCode(DEMO.superAdmin);
    const newer = await freshCode(DEMO.superAdmin);
    if (older !== newer)
      expect((await post('/api/auth/login', { email: DEMO.superAdmin, otp: older })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: DEMO.superAdmin, otp: newer })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await freshCode(DEMO.superAdmin);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, DEMO.superAdmin));
    const response = await post('/api/auth/login', { email: DEMO.superAdmin, otp: code });
    expect(response.statusCode).toBe(401);
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const code = await freshCode(DEMO.schoolAdmin);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await post('/api/auth/login', { email: DEMO.schoolAdmin, otp: otherThan(code) })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await post('/api/auth/login', { email: DEMO.schoolAdmin, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: 'Too many wrong codes. Request a new code.' });
  });

  it('answers alike whether the address has an account, and mails only a real one', async () => {
    const known = await sendCode(DEMO.schoolAdmin);
    const unknown = await sendCode('nobody@shala.demo');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({
      success: true,
      message: `If ${DEMO.schoolAdmin} has an account, a 6-digit code is on its way to it.`,
    });
    expect(unknown.json()).toEqual({
      success: true,
      message: 'If nobody@shala.demo has an account, a 6-digit code is on its way to it.',
    });
    await expect(latestMailTo(t, 'nobody@shala.demo')).rejects.toThrow('no mail to');
    const codes = await t.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, 'nobody@shala.demo'));
    expect(codes).toEqual([]);
  });

  it('validates the e-mail and code', async () => {
    const bad = await sendCode('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address' });
    const shortCode = await post('/api/auth/login', { email: DEMO.superAdmin, otp: '12' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json()).toMatchObject({ message: 'Enter the 6-digit code from the e-mail' });
    const badSource = await sendCode(DEMO.superAdmin, 'elsewhere');
    expect(badSource.statusCode).toBe(400);
  });
});

describe('password reset by code', () => {
  it('sets a new password with a reset code; the old one stops working', async () => {
    const email = 'reset-me@shala.demo';
    expect(
      (await post('/api/auth/register', { email, password: 'first-password', name: 'Reset Me' })).statusCode,
    ).toBe(202);
    const code = await freshCode(email, 'reset');
    const mail = await latestMailTo(t, email);
    expect(mail).toContain('Reset your Shala Admin password');
    const tooShort = await post('/api/auth/reset-password', { email, otp: code, password: 'short' });
    expect(tooShort.json()).toMatchObject({ message: 'Password must be at least 8 characters' });
    const reset = await post('/api/auth/reset-password', { email, otp: code, password: 'second-password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'first-password' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'second-password' })).statusCode).toBe(200);
  });

  it('does not accept a sign-in code for a reset', async () => {
    const email = DEMO.superAdmin;
    const code = await freshCode(email, 'login');
    const response = await post('/api/auth/reset-password', {
      email,
      otp: code,
      password: 'another-password',
    });
    expect(response.statusCode).toBe(401);
  });
});
