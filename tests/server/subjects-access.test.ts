import { beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let ownSubject: Subject;
let otherSubject: Subject;
let n = 0;

const subjectOf = async (schoolId: string, page = 1) =>
  (await call(admin, 'GET', `/api/subjects?school_id=${schoolId}&limit=1&page=${page}`)).json<{
    data: Subject[];
  }>().data[0]!;
const row = () => ({
  _id: newId(),
  name: 'Art and Craft',
  code: `ACC${++n}`,
  department: 'Arts',
  grade: 3,
});

/** Every subjects route, reading or writing the given subject's school and record. */
const routes = (subject: Subject): Route[] => [
  ['GET', `/api/subjects?school_id=${subject.school_id}`],
  ['GET', `/api/subjects/search?q=a&school_id=${subject.school_id}`],
  ['GET', `/api/subjects/school/${subject.school_id}`],
  ['GET', `/api/subjects/${subject._id}`],
  ['POST', '/api/subjects', { ...row(), school_id: subject.school_id }],
  ['POST', '/api/subjects/bulk', { school_id: subject.school_id, subjects: [row()] }],
  ['PATCH', `/api/subjects/${subject._id}`, { credits: 2 }],
  ['DELETE', `/api/subjects/${subject._id}`],
];

setupAccessApp();
beforeAll(async () => {
  ownSubject = await subjectOf(own._id);
  otherSubject = await subjectOf(other._id);
});

describe('who may call the subjects routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(ownSubject)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 403 to a school admin on every route for another school's subjects, and changes nothing", async () => {
    for (const [method, url, payload] of routes(otherSubject)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    expect((await call(admin, 'GET', `/api/subjects/${otherSubject._id}`)).json()).toMatchObject({
      data: { version: otherSubject.version, credits: otherSubject.credits },
    });
    const total = (await call(admin, 'GET', `/api/subjects?school_id=${other._id}&limit=1`)).json<{
      pagination: { total: number };
    }>().pagination.total;
    expect(total).toBe(other.subjectCount);
  });

  it("limits a school admin's lists and searches to their own school; an unknown subject is 404", async () => {
    for (const url of ['/api/subjects?page=1&limit=1000', '/api/subjects/search?q=a&limit=1000']) {
      const body = (await call(schoolAdmin, 'GET', url)).json<{ data: Subject[] }>();
      expect(body.data.length, url).toBeGreaterThan(0);
      expect(
        body.data.every((x) => x.school_id === own._id),
        url,
      ).toBe(true);
    }
    const all = (await call(schoolAdmin, 'GET', '/api/subjects')).json<{ pagination: { total: number } }>();
    expect(all.pagination.total).toBe(own.subjectCount);
    expect((await call(schoolAdmin, 'GET', `/api/subjects/${newId()}`)).statusCode).toBe(404);
    expect((await call(schoolAdmin, 'PATCH', `/api/subjects/${newId()}`, { credits: 2 })).statusCode).toBe(
      404,
    );
    expect((await call(schoolAdmin, 'DELETE', `/api/subjects/${newId()}`)).statusCode).toBe(404);
  });

  it('lets a school admin call every route for their own school', async () => {
    const expected: Record<Method, number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 200 };
    for (const [method, url, payload] of routes(ownSubject)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected[method]);
    }
  });
});
