/** The server's answers of sign-in, schools, students and teachers in the request's language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.superAdmin)).token;
});
afterAll(() => t.close());

const badSignIn = (language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO.schoolAdmin, password: 'wrong-password' },
    headers: language ? { 'accept-language': language } : {},
  });

describe('answers in the language of Accept-Language', () => {
  it('a wrong password: Marathi, Hindi, and English when none of ours is asked for', async () => {
    const marathi = await badSignIn('mr-IN,mr;q=0.9,en;q=0.8');
    expect(marathi.statusCode).toBe(401);
    expect(marathi.json()).toMatchObject({
      message: 'ई-मेल किंवा पासवर्ड चुकीचा आहे',
      errorType: 'unauthorized',
    });
    expect((await badSignIn('hi-IN')).json()).toMatchObject({ message: 'ई-मेल या पासवर्ड गलत है' });
    expect((await badSignIn('fr-FR')).json()).toMatchObject({ message: 'Invalid email or password' });
    expect((await badSignIn()).json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('a bad e-mail field: the message and the field message both translated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'not-an-email' },
      headers: { 'accept-language': 'mr-IN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { email: 'कृपया योग्य ई-मेल पत्ता टाका' } });
  });

  it("the code-sent answer names the address in the person's language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'nobody-i18n@shala.demo' },
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'अगर nobody-i18n@shala.demo का खाता है, तो उस पर 6 अंकों का कोड भेजा जा रहा है।',
    });
  });

  it('a school form with missing fields, a missing student and a missing teacher', async () => {
    const school = await t.app.inject({
      method: 'POST',
      url: '/api/schools/initiate-school',
      payload: {},
      headers: { ...bearer(token), 'accept-language': 'hi-IN' },
    });
    expect(school.statusCode).toBe(400);
    expect(school.json()).toMatchObject({
      errors: { school_name: 'विद्यालय का नाम आवश्यक है', pincode: 'पिन कोड आवश्यक है' },
    });
    const missing = '01890000-0000-7000-8000-000000000000';
    const student = await t.app.inject({
      method: 'GET',
      url: `/api/students/${missing}`,
      headers: { ...bearer(token), 'accept-language': 'mr-IN' },
    });
    expect(student.statusCode).toBe(404);
    expect(student.json()).toMatchObject({ message: 'विद्यार्थी सापडला नाही' });
    const teacher = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/${missing}`,
      headers: { ...bearer(token), 'accept-language': 'hi-IN' },
    });
    expect(teacher.statusCode).toBe(404);
    expect(teacher.json()).toMatchObject({ message: 'शिक्षक नहीं मिला' });
  });
});
