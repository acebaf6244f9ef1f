/**
 * Who has an account stays private: send-otp and register answer an address with an account and one
 * without alike (status, headers, body), and do their account and mail work only after the answer, so
 * the answer neither waits for a mail nor does more for an account. The mailer here keeps mails in
 * memory and can hold them, like a mail server that has not answered yet.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { heldMailer, type HeldMailer } from './helpers/held-mailer';
import { codeIn } from './helpers/mail';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let held: HeldMailer;
beforeAll(async () => {
  held = heldMailer();
  t = await createTestApp({}, { mailer: held.mailer });
});
afterAll(async () => {
  held.release();
  await t.close();
});
beforeEach(() => {
  held.release();
  held.onSend = undefined;
});

// Pairs of addresses of one length, so that even the answers' lengths can match.
const KNOWN = DEMO.schoolAdmin; // school@shala.demo
const UNKNOWN = 'nobody@shala.demo';
const NEW = 'newbie@shala.demo';

let address = 0;
/** Each request from its own address: the per-address sign-in limit is not what is tested here. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.21.0.${++address}` });

/** What a client can tell of an answer, the address it names written as `<email>`. */
function seen(response: Awaited<ReturnType<typeof post>>, email: string) {
  expect(response.headers['x-request-id']).toBeTruthy();
  const headers = Object.entries(response.headers).filter(
    ([name]) => !['x-request-id', 'date'].includes(name),
  );
  return { status: response.statusCode, headers, body: response.body.replaceAll(email, '<email>') };
}

const mailsTo = (email: string) => held.calls.filter((mail) => mail.to === email);
const userRow = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/auth/send-otp', () => {
  it('answers an address with an account and one without alike, for a sign-in and a reset, in each language', async () => {
    const before = mailsTo(KNOWN).length;
    for (const source of ['login', 'reset'])
      for (const language of ['en', 'hi']) {
        const url = `/api/auth/send-otp?source=${source}`;
        const headers = { 'accept-language': language };
        const known = await post(url, { email: KNOWN }, headers);
        const unknown = await post(url, { email: UNKNOWN }, headers);
        expect(known.statusCode).toBe(200);
        expect(seen(known, KNOWN)).toEqual(seen(unknown, UNKNOWN));
      }
    await t.app.mailQueue.idle();
    expect(mailsTo(KNOWN)).toHaveLength(before + 4);
    expect(mailsTo(UNKNOWN)).toEqual([]);
  });

  it("mails only after the answer, and the answer does not wait for the mail server's reply", async () => {
    const email = DEMO.superAdmin;
    const events: string[] = [];
    held.hold();
    held.onSend = (mail) => events.push(`send to ${mail.to}`);
    const sent = held.calls.length;
    const first = await post('/api/auth/send-otp', { email });
    events.push('answered');
    expect(first.statusCode).toBe(200);
    await held.called(sent + 1);
    expect(events).toEqual(['answered', `send to ${email}`]);
    // The mail server has not answered that send: the next request for the address is answered anyway.
    const second = await post('/api/auth/send-otp', { email });
    events.push('answered again');
    expect(second.statusCode).toBe(200);
    held.release();
    await held.called(sent + 2);
    expect(events).toEqual(['answered', `send to ${email}`, 'answered again', `send to ${email}`]);
    // The newest code signs in.
    const signedIn = await post('/api/auth/login', { email, otp: codeIn(mailsTo(email).at(-1)!.text) });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('POST /api/auth/register', () => {
  it('answers an address with an account as a new one; changes nothing of the account and mails its owner', async () => {
    const owner = await signIn(t.app, KNOWN);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: bearer(owner.token),
      payload: { language: 'mr' },
    });
    expect(language.statusCode).toBe(200);
    const before = await userRow(KNOWN);
    const usersBefore = await t.app.db.$count(users);
    const form = { password: 'a-new-password', name: 'Someone Else' };
    const taken = await post('/api/auth/register', { ...form, email: KNOWN });
    const fresh = await post('/api/auth/register', { ...form, email: NEW });
    expect(taken.statusCode).toBe(202);
    expect(seen(taken, KNOWN)).toEqual(seen(fresh, NEW));
    expect(taken.json()).toEqual({
      success: true,
      message:
        'Check your email: <email> will get a 6-digit code to sign in to the new account or, if it already has an account, a note saying so.'.replace(
          '<email>',
          KNOWN,
        ),
    });
    await t.app.mailQueue.idle();

    expect(await userRow(KNOWN)).toEqual(before);
    expect(await t.app.db.$count(users)).toBe(usersBefore + 1);
    const [note] = mailsTo(KNOWN).slice(-1);
    // In the owner's language, from their settings.
    expect(note!.subject).toBe('आपल्या ई-मेल पत्त्याने कोणीतरी Shala Admin खाते तयार करण्याचा प्रयत्न केला');
    expect(note!.text).toContain('"पासवर्ड विसरलात?"');
    expect(note!.text).not.toMatch(/\d{6}/);
    expect((await post('/api/auth/login', { email: KNOWN, password: form.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: KNOWN, password: DEMO.password })).statusCode).toBe(200);

    // The new address has its account, unverified, until it signs in with its code.
    expect(await userRow(NEW)).toMatchObject({ role: 'user', isVerified: false, name: 'Someone Else' });
    const [codeMail] = mailsTo(NEW);
    expect(codeMail!.subject).toBe('Your Shala Admin sign-in code');
    const signedIn = await post('/api/auth/login', { email: NEW, otp: codeIn(codeMail!.text) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'user', first_sign_in: true, user: { isVerified: true } });
    expect(await userRow(NEW)).toMatchObject({ isVerified: true });
  });

  it('tells the owner in English, with no language chosen; a deactivated account is told nothing', async () => {
    const email = 'quiet.owner@shala.demo';
    await post('/api/auth/register', { email, password: 'a-good-password' });
    await t.app.mailQueue.idle();
    expect(mailsTo(email)).toHaveLength(1);
    await post('/api/auth/register', { email, password: 'a-good-password' });
    await t.app.mailQueue.idle();
    expect(mailsTo(email).at(-1)!.subject).toBe(
      'Someone tried to create a Shala Admin account with your e-mail address',
    );
    await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    const answer = await post('/api/auth/register', { email, password: 'a-good-password' });
    expect(answer.statusCode).toBe(202);
    await t.app.mailQueue.idle();
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('closing the app', () => {
  it('sends the mail queued before it closes, the database still open', async () => {
    const own = heldMailer();
    const app = await createTestApp({}, { mailer: own.mailer });
    own.hold();
    const ask = () =>
      app.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email: DEMO.superAdmin } });
    expect((await ask()).statusCode).toBe(200);
    await own.called(1);
    // The second waits behind the first, whose send is held, while the app closes.
    expect((await ask()).statusCode).toBe(200);
    const closing = app.close();
    own.release();
    await closing;
    expect(own.calls.map((mail) => mail.to)).toEqual([DEMO.superAdmin, DEMO.superAdmin]);
  });
});
