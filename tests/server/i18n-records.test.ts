/** The server's answers of classes, subjects, books, devices and contents in the request's language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.superAdmin)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, language: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...bearer(token), 'accept-language': language } });

const MISSING = '01890000-0000-7000-8000-000000000000';

describe('records answers in the language of Accept-Language', () => {
  it('a class with a grade out of range and no section: every field message in Marathi', async () => {
    const response = await call('POST', '/api/classes', 'mr-IN,mr;q=0.9,en;q=0.8', { grade: 9 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'तपासणी अयशस्वी. कृपया सर्व माहिती तपासा.',
      errors: {
        grade: 'इयत्ता १ ते ७ मधील असावी',
        section: 'तुकडी आवश्यक आहे',
        schedule: 'वेळापत्रक आवश्यक आहे',
      },
    });
  });

  it('a subject, a book and a VR device with bad fields, in Hindi', async () => {
    const subject = await call('POST', '/api/subjects', 'hi-IN', { name: 'x', code: 'A B' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toMatchObject({
      errors: {
        name: 'विषय का नाम कम से कम 2 अक्षरों का होना चाहिए',
        code: 'विषय कोड में केवल अक्षर और अंक होने चाहिए',
      },
    });
    const book = await call('POST', '/api/books', 'hi-IN', { isbn: '123' });
    expect(book.statusCode).toBe(400);
    expect(book.json()).toMatchObject({
      errors: {
        title: 'शीर्षक आवश्यक है',
        isbn: 'ISBN 10 या 13 अंकों का होना चाहिए (ISBN-10 के अंत में X हो सकता है)',
      },
    });
    const device = await call('POST', '/api/device', 'hi-IN', { api_token: 'short' });
    expect(device.statusCode).toBe(400);
    expect(device.json()).toMatchObject({
      errors: { device_name: 'हेडसेट का नाम आवश्यक है', api_token: 'API टोकन कम से कम 8 अक्षरों का होना चाहिए' },
    });
  });

  it('a missing content and a missing device, in Marathi; English when none of ours is asked for', async () => {
    const content = await call('GET', `/api/contents/${MISSING}`, 'mr-IN');
    expect(content.statusCode).toBe(404);
    expect(content.json()).toMatchObject({ message: 'अभ्यास साहित्य सापडले नाही' });
    const device = await call('GET', `/api/device/${MISSING}`, 'mr');
    expect(device.statusCode).toBe(404);
    expect(device.json()).toMatchObject({ message: 'हेडसेट सापडला नाही' });
    const english = await call('GET', `/api/device/${MISSING}`, 'fr-FR');
    expect(english.json()).toMatchObject({ message: 'Device not found' });
  });
});
