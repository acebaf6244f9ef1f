import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { newId } from '../../src/domain/ids';
import { t, admin, schoolAdmin, plainUser, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let content: Content;
let form: Record<string, unknown>;

setupAccessApp();
beforeAll(async () => {
  const list = await call(admin, 'GET', '/api/contents/all?limit=1');
  const seeded = list.json<{ data: Content[] }>().data[0]!;
  form = {
    content_type: 'vr',
    class: seeded.class,
    subject: seeded.subject,
    chapter_number: 3,
    chapter_title: 'Access test chapter',
    scene_id: 'A village market at noon',
  };
  const response = await call(admin, 'POST', '/api/contents', { ...form, _id: newId() });
  expect(response.statusCode, response.body).toBe(201);
  content = response.json<{ data: Content }>().data;
});

const reads = (): Array<[Method, string]> => [
  ['GET', '/api/contents/all'],
  ['GET', `/api/contents/${content._id}`],
];
const writes = (): Array<[Method, string, object?]> => [
  ['POST', '/api/contents', { ...form, _id: newId() }],
  ['PATCH', `/api/contents/${content._id}`, { chapter_title: 'Changed by someone' }],
  ['DELETE', `/api/contents/${content._id}`],
];

describe('who may call the contents routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of [...reads(), ...writes()]) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets a school administrator read the lessons', async () => {
    for (const [method, url] of reads()) {
      const response = await call(schoolAdmin, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });

  it('answers 403 to a school administrator on every write and changes nothing', async () => {
    for (const [method, url, payload] of writes()) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    const after = await call(admin, 'GET', `/api/contents/${content._id}`);
    expect(after.json<{ data: Content }>().data).toEqual(content);
  });
});
