/**
 * The server in the person's language: the chosen language kept in their settings, error
 * answers in the request's language, and mail in the language of the person's settings, else the
 * request's, else English.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWaitingChanges } from '../../server/jobs/waiting-changes';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';
import { latestMailTo } from './helpers/mail';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: string;
let school: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  school = (await signIn(t.app, DEMO.schoolAdmin)).token;
});
afterAll(() => t.close());

const settingsOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/settings', headers: bearer(token) })).json<{
    data: { language: string | null };
  }>().data;
const putSettings = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: { ...bearer(token), ...headers },
    payload,
  });
const sendCode = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/send-otp?source=login', headers, payload: { email } });

describe('the language in the settings', () => {
  it('keeps the chosen language for the person', async () => {
    expect((await settingsOf(school)).language).toBeNull();
    const saved = await putSettings(school, { language: 'mr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { language: 'mr' } });
    expect((await settingsOf(school)).language).toBe('mr');
    expect((await settingsOf(admin)).language).toBeNull();
  });

  it.each(['fr', 'MR', '', 42, 'x'.repeat(5000)])(
    'refuses the language %j with 400 and the message',
    async (language) => {
      const response = await putSettings(admin, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Language must be en, mr or hi' });
      expect((await settingsOf(admin)).language).toBeNull();
    },
  );

  it('says why in the language asked for', async () => {
    const response = await putSettings(admin, { language: 'fr' }, { 'accept-language': 'mr-IN,mr;q=0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'भाषा en, mr किंवा hi असावी' });
  });
});

describe('error answers in the request language', () => {
  it('answers a missing record in Hindi with Accept-Language: hi-IN', async () => {
    const url = `/api/users/${randomUUID()}`;
    const hindi = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(admin), 'accept-language': 'hi-IN' },
    });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({
      success: false,
      message: 'उपयोगकर्ता नहीं मिला',
      errorType: 'not_found',
    });
    const english = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(english.json()).toMatchObject({ message: 'User not found' });
  });

  it("translates the server's own messages: a bad If-Match header, an unknown route", async () => {
    const headers = { 'accept-language': 'hi-IN', 'if-match': 'soon' };
    const badHeader = await putSettings(admin, { theme: 'dark' }, headers);
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json()).toMatchObject({ message: 'अमान्य If-Match हेडर' });
    const noRoute = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'mr-IN' },
    });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json()).toMatchObject({ message: 'GET /api/nowhere साठी कोणताही मार्ग नाही' });
  });

  it("answers a success message in the request's language, the data as it is", async () => {
    const saved = await putSettings(admin, { compactView: true }, { 'accept-language': 'hi-IN' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'सेटिंग्स सहेजी गईं', data: { compactView: true } });
    expect((await putSettings(admin, { compactView: false })).json()).toMatchObject({
      message: 'Settings saved',
    });
  });

  it('answers the forbidden default in Hindi', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...bearer(school), 'accept-language': 'hi-IN' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'आपको यह करने की अनुमति नहीं है' });
  });
});

describe('mail in the recipient’s language', () => {
  it("mails the sign-in code in Marathi to a person whose settings say Marathi, whatever the request's language", async () => {
    expect((await putSettings(school, { language: 'mr' })).statusCode).toBe(200);
    expect((await sendCode(DEMO.schoolAdmin, { 'accept-language': 'hi-IN' })).statusCode).toBe(200);
    const mail = await latestMailTo(t, DEMO.schoolAdmin);
    expect(mail).toContain('आपला Shala Admin साइन-इन कोड');
    expect(mail).toContain('Shala Admin मध्ये साइन इन करण्यासाठी हा कोड वापरा:');
    // A number in the mail is in the language's digits.
    expect(mail).toContain('हा कोड एकदाच चालतो आणि १० मिनिटांत कालबाह्य होतो.');
    expect(mail).toMatch(/^\s{4}\d{6}$/m);
    expect(mail).not.toContain('Use this code');
  });

  it("mails in the request's language when the person chose none, else in English", async () => {
    expect((await settingsOf(admin)).language).toBeNull();
    await sendCode(DEMO.superAdmin, { 'accept-language': 'hi-IN,en;q=0.5' });
    expect(await latestMailTo(t, DEMO.superAdmin)).toContain(
      'Shala Admin में साइन इन करने के लिए यह कोड उपयोग करें:',
    );
    await sendCode(DEMO.superAdmin);
    expect(await latestMailTo(t, DEMO.superAdmin)).toContain('Use this code to sign in to Shala Admin:');
  });

  it('mails the waiting refused changes in the language of the settings', async () => {
    expect((await putSettings(admin, { language: 'hi' })).statusCode).toBe(200);
    const refused = await putSettings(admin, { theme: 'purple' }, { 'idempotency-key': randomUUID() });
    expect(refused.statusCode).toBe(400);
    expect(await mailWaitingChanges(t.app.db, t.app.mailer, Date.now() + 2 * DAY)).toBe(1);
    const mail = await latestMailTo(t, DEMO.superAdmin);
    expect(mail).toContain('Shala Admin में आपका एक बदलाव रुका हुआ है');
    expect(mail).toContain('PUT /api/auth/settings: थीम system, light या dark होनी चाहिए');
    expect(mail).toContain('आपकी सेटिंग्स में ई-मेल सूचनाएँ चालू हैं');
  });
});
