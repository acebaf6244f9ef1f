import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import type { Teacher } from '../../src/domain/teachers/teacher-schema';
import type { ListBody } from './helpers/api-app';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let ownClass: SchoolClass;
let otherClass: SchoolClass;
let ownTeacher: Teacher;
let otherTeacher: Teacher;
const UNKNOWN = newId();

const listOf = async <T>(token: string, url: string) => (await call(token, 'GET', url)).json<ListBody<T>>();
const body = (klass: SchoolClass, teacher: Teacher) => ({
  _id: newId(),
  grade: 7,
  section: 'D',
  class_teacher_id: teacher._id,
  schedule: 'Mon-Fri 10:00-15:30',
  subject_count: 6,
  status: 'active',
  school_id: klass.school_id,
});

/** Every classes route, reading or writing the given class's school and record. */
const routes = (klass: SchoolClass, teacher: Teacher): Route[] => [
  ['GET', `/api/classes?school_id=${klass.school_id}`],
  ['GET', `/api/classes/search?q=class&school_id=${klass.school_id}`],
  ['GET', `/api/classes/${klass._id}`],
  ['GET', `/api/classes/details/${klass._id}`],
  ['POST', '/api/classes', body(klass, teacher)],
  ['PATCH', `/api/classes/${klass._id}`, { status: 'inactive' }],
  ['DELETE', `/api/classes/${klass._id}`],
];

setupAccessApp();
beforeAll(async () => {
  [ownClass, otherClass] = (await Promise.all(
    [own, other].map(async (school) =>
      (await listOf<SchoolClass>(admin, `/api/classes?school_id=${school._id}`)).data.at(-1)!,
    ),
  )) as [SchoolClass, SchoolClass];
  [ownTeacher, otherTeacher] = (await Promise.all(
    [own, other].map(
      async (school) =>
        (await listOf<Teacher>(admin, `/api/teachers?school_id=${school._id}&status=active`)).data[0]!,
    ),
  )) as [Teacher, Teacher];
});

describe('who may call the classes routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(ownClass, ownTeacher)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect((await call(plainUser, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 403 to a school admin on every route for another school's class, and changes nothing", async () => {
    for (const [method, url, payload] of routes(otherClass, otherTeacher)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    const after = (await call(admin, 'GET', `/api/classes/${otherClass._id}`)).json<{ data: SchoolClass }>();
    expect(after.data).toEqual(otherClass);
    const total = (await listOf(admin, `/api/classes?school_id=${other._id}`)).pagination.total;
    expect(total).toBe(other.classCount);
  });

  it('answers 404 for unknown ids and 400 for ids that are no ids', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { status: 'inactive' } : undefined;
      const unknown = await call(schoolAdmin, method, `/api/classes/${UNKNOWN}`, payload);
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Class not found', errorType: 'not_found' });
      const bad = await call(schoolAdmin, method, '/api/classes/not-a-class-id', payload);
      expect(bad.statusCode, method).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Invalid class id' });
    }
    expect((await call(schoolAdmin, 'GET', `/api/classes/details/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it("limits a school admin's lists and searches to their own school; the super admin reaches every school", async () => {
    for (const url of ['/api/classes', '/api/classes/search?q=class']) {
      const mine = await listOf<SchoolClass>(schoolAdmin, url);
      expect(mine.data.length, url).toBe(own.classCount);
      expect(
        mine.data.every((c) => c.school_id === own._id),
        url,
      ).toBe(true);
    }
    const all = await listOf<SchoolClass>(admin, '/api/classes');
    expect(new Set(all.data.map((c) => c.school_id)).size).toBeGreaterThan(1);
    for (const [method, url, payload] of routes(otherClass, otherTeacher).slice(0, 5)) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('lets a school admin add, change and delete a class of their own school', async () => {
    const created = await call(schoolAdmin, 'POST', '/api/classes', body(ownClass, ownTeacher));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: SchoolClass }>().data._id;
    expect((await call(schoolAdmin, 'PATCH', `/api/classes/${id}`, { status: 'inactive' })).statusCode).toBe(
      200,
    );
    expect((await call(schoolAdmin, 'DELETE', `/api/classes/${id}`)).statusCode).toBe(200);
  });
});
