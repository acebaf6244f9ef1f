/**
 * No route stores or chokes on a control character (NUL and the like), an invisible one (a bidirectional
 * override, a zero-width space) or a broken one (half a surrogate pair, bytes that are not UTF-8): each
 * is a 400 naming where it was found, on public and signed-in routes, in bodies, queries and paths, and
 * nothing is stored. Tab, line feed and the joiners Devanagari needs pass.
 */
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, TEXT_RULE_MESSAGES } from '../../src/domain/text-rules';
import { newId } from '../../src/domain/ids';
import { HTTP_MESSAGES } from '../../server/http/errors';
import { admin, call, own, setupAccessApp, t } from './helpers/access-app';
import { lastSyncValue, storedSince } from './helpers/stored';

setupAccessApp();

const NUL = '\u0000';

const expectRefused = (
  response: { statusCode: number; body: string },
  field: string,
  message: string = CONTROL_CHARACTERS_MESSAGE,
) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { errors: Record<string, string> };
  expect(body.errors[field]).toBe(message);
};

/** A raw JSON body, bytes as given, as the super administrator. */
const rawJson = (method: 'POST' | 'GET', url: string, payload: string | Buffer) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    payload,
  });

const teacher = (teacher_name: string) => ({
  teacher_id: `T${newId().slice(-12).toUpperCase()}`,
  teacher_name,
  email: `t.${newId()}@school.in`,
  phone_number: '9876543210',
  status: 'active',
  school_id: own._id,
});

/** Runs `refused` and checks that nothing `/api/sync` would send was stored meanwhile. */
async function storesNothing<T>(refused: () => Promise<T>): Promise<T> {
  const since = await lastSyncValue();
  const answer = await refused();
  expect(await storedSince(since)).toEqual([]);
  return answer;
}

describe('control characters', () => {
  it('are refused in a public body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `a${NUL}b`, email: `nul-${newId()}@example.in`, password: 'A-long-pass-1' },
    });
    expectRefused(response, 'name');
  });

  it('are refused in bodies of every area, nested or not, and nothing is stored', async () => {
    const device = { device_name: `N${NUL}x`, api_token: `tok-${newId()}`, school_id: own._id, status: true };
    expectRefused(await call(admin, 'POST', '/api/device', device), 'device_name');
    const subject = { school_id: own._id, name: 'Nul', code: 'NUL101', department: `D${'\u0007'}`, grade: 1 };
    expectRefused(await call(admin, 'POST', '/api/subjects', subject), 'department');
    const bulk = { school_id: own._id, subjects: [{ ...subject, department: 'Arts', name: `X${NUL}` }] };
    expectRefused(await call(admin, 'POST', '/api/subjects/bulk', bulk), 'subjects.0.name');
    const devices = await call(admin, 'GET', '/api/devices/search?q=tok-');
    expect((JSON.parse(devices.body) as { data: unknown[] }).data).toEqual([]);
  });

  it('are refused in queries and paths', async () => {
    expectRefused(await call(admin, 'GET', '/api/schools?search=%00'), 'search');
    expectRefused(await call(admin, 'GET', '/api/devices/search?q=a%00b'), 'q');
    expectRefused(await call(admin, 'GET', '/api/schools/%00'), 'id');
  });

  it('let tab and line feed through to the field rules', async () => {
    const response = await call(admin, 'GET', '/api/schools?search=a%09b%0Ac');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('invisible characters', () => {
  const INVISIBLE = [
    '\u202e',
    '\u202a',
    '\u2066',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
    '\u200b',
    '\u2060',
    '\u2064',
    '\ufeff',
    '\u00ad',
    '\u180e',
  ];

  it.each(INVISIBLE.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'are refused in a body, and nothing is stored: %s',
    async (_name, c) => {
      const device = {
        device_name: `abc${c}gpj.exe`,
        api_token: `tok-${newId()}`,
        school_id: own._id,
        status: true,
      };
      expectRefused(await storesNothing(() => call(admin, 'POST', '/api/device', device)), 'device_name');
    },
  );

  it('are refused in queries, paths, keys and bulk rows', async () => {
    expectRefused(await call(admin, 'GET', '/api/schools?search=a%E2%80%AEb'), 'search');
    expectRefused(await call(admin, 'GET', '/api/devices/search?q=%EF%BB%BFx'), 'q');
    expectRefused(await call(admin, 'GET', '/api/schools/%E2%81%A6'), 'id');
    const bulk = { school_id: own._id, teachers: [teacher('Asha Patil'), teacher('Ravi\u200bKale')] };
    expectRefused(
      await storesNothing(() => call(admin, 'POST', '/api/teachers/bulk', bulk)),
      'teachers.1.teacher_name',
    );
    const keyed = { ...teacher('Asha Patil'), 'note\u202e': 'x' };
    expectRefused(await storesNothing(() => call(admin, 'POST', '/api/teachers', keyed)), 'note\u202e');
  });

  it('let Devanagari names through with the zero-width joiner and non-joiner', async () => {
    for (const name of ['प्रज्\u200dञा पाटील', 'सौम्या आर्\u200cय']) {
      const created = await call(admin, 'POST', '/api/teachers', teacher(name));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<{ data: { teacher_name: string } }>().data.teacher_name).toBe(name);
    }
    const found = await call(
      admin,
      'GET',
      `/api/teachers?school_id=${own._id}&search=${encodeURIComponent('प्रज्\u200dञा')}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: unknown[] }>().data).toHaveLength(1);
  });
});

describe('broken text', () => {
  it('is refused in a JSON body as half a surrogate pair, naming the field, and nothing is stored', async () => {
    const body = JSON.stringify(teacher('Asha')).replace('"Asha"', '"Asha\\ud800"');
    expect(body).toContain('\\ud800');
    const answer = await storesNothing(() => rawJson('POST', '/api/teachers', body));
    expectRefused(answer, 'teacher_name', TEXT_RULE_MESSAGES.brokenCharacter);
    const keyed = JSON.stringify(teacher('Asha Patil')).replace('{', '{"\\udc00":1,');
    expectRefused(
      await storesNothing(() => rawJson('POST', '/api/teachers', keyed)),
      '\udc00',
      TEXT_RULE_MESSAGES.brokenCharacter,
    );
  });

  it('is refused as a JSON body that is not UTF-8, instead of storing U+FFFD', async () => {
    const [before, after] = JSON.stringify(teacher('Asha MARK')).split('MARK');
    const latin1 = Buffer.concat([Buffer.from(before!), Buffer.from([0xe9]), Buffer.from(after!)]);
    const cut = Buffer.concat([Buffer.from(before!), Buffer.from('आ').subarray(0, 2), Buffer.from(after!)]);
    for (const payload of [latin1, cut]) {
      const answer = await storesNothing(() => rawJson('POST', '/api/teachers', payload));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        success: false,
        errorType: 'bad_request',
        message: HTTP_MESSAGES.invalidUtf8Body,
      });
    }
    // On a public route too, before anything else reads it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: Buffer.from([...Buffer.from('{"email":"a'), 0xff, ...Buffer.from('@b.in","password":"x"}')]),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: 'अनुरोध का मुख्य भाग मान्य UTF-8 पाठ नहीं है' });
  });

  it('is refused in a query whose %-escapes are not UTF-8', async () => {
    for (const url of [
      '/api/schools?search=%ED%A0%80',
      '/api/schools?search=%FF',
      '/api/devices/search?q=a%C3',
      '/api/schools?%ED%B0%80=1',
    ]) {
      const answer = await call(admin, 'GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({
        errorType: 'bad_request',
        message: HTTP_MESSAGES.invalidUtf8Address,
      });
    }
    // A stray % is taken as itself, and a whole character is read.
    expect((await call(admin, 'GET', '/api/schools?search=50%')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/schools?search=%E0%A4%86')).statusCode).toBe(200);
  });

  it('is refused in a path whose %-escapes are not UTF-8, in the API\u2019s shape and language', async () => {
    for (const url of ['/api/schools/%ED%A0%80', '/api/schools/%FF', `/api/device/%E0%A4`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(answer.statusCode, url).toBe(400);
      const body = answer.json<{ requestId: string }>();
      expect(body).toMatchObject({
        success: false,
        errorType: 'bad_request',
        message: HTTP_MESSAGES.invalidUtf8Address,
      });
      expect(answer.headers['x-request-id']).toBe(body.requestId);
    }
    const marathi = await t.app.inject({
      method: 'GET',
      url: '/api/schools/%ED%A0%80',
      headers: { 'accept-language': 'mr' },
    });
    expect(marathi.json<{ message: string }>().message).toBe(
      'विनंतीच्या पत्त्यातील एक %-एस्केप तुटलेला आहे: तो UTF-8 मजकूर दर्शवणारा असावा',
    );
  });
});
