import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Teacher } from '../../src/domain/teachers/teacher-schema';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let ownTeacher: Teacher;
let otherTeacher: Teacher;
let n = 0;

const teacherOf = async (schoolId: string, page = 1) =>
  (await call(admin, 'GET', `/api/teachers?school_id=${schoolId}&limit=1&page=${page}`)).json<{
    data: Teacher[];
  }>().data[0]!;
const row = () => ({
  _id: newId(),
  teacher_id: `AT${++n}X`,
  teacher_name: 'Rekha Patil',
  email: `rekha.${n}@access.shala.demo`,
  phone_number: '9822000000',
  status: 'active',
});

/** Every teachers route, reading or writing the given teacher's school and record. */
const routes = (teacher: Teacher): Route[] => [
  ['GET', `/api/teachers?school_id=${teacher.school_id}`],
  ['GET', `/api/teachers/search?q=a&school_id=${teacher.school_id}`],
  ['GET', `/api/teachers/${teacher._id}`],
  ['POST', '/api/teachers', { ...row(), school_id: teacher.school_id }],
  ['POST', '/api/teachers/bulk', { school_id: teacher.school_id, teachers: [row()] }],
  ['PATCH', `/api/teachers/${teacher._id}`, { teacher_id: teacher.teacher_id, status: 'inactive' }],
  ['DELETE', `/api/teachers/${teacher._id}`],
];

setupAccessApp();
beforeAll(async () => {
  ownTeacher = await teacherOf(own._id);
  otherTeacher = await teacherOf(other._id);
});

describe('who may call the teachers routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(ownTeacher)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 403 to a school admin on every route for another school's teachers, and changes nothing", async () => {
    for (const [method, url, payload] of routes(otherTeacher)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    const gone = await teacherOf(other._id, 2);
    await call(admin, 'DELETE', `/api/teachers/${gone._id}`);
    expect((await call(schoolAdmin, 'GET', `/api/teachers/${gone._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/teachers/${otherTeacher._id}`)).json()).toMatchObject({
      data: { version: otherTeacher.version, status: otherTeacher.status },
    });
    const total = (await call(admin, 'GET', `/api/teachers?school_id=${other._id}&limit=1`)).json<{
      pagination: { total: number };
    }>().pagination.total;
    expect(total).toBe(other.teacherCount - 1);
  });

  it("limits a school admin's lists and searches to their own school", async () => {
    for (const url of ['/api/teachers?page=1&limit=1000', '/api/teachers/search?q=a&limit=1000']) {
      const body = (await call(schoolAdmin, 'GET', url)).json<{ data: Teacher[] }>();
      expect(body.data.length, url).toBeGreaterThan(0);
      expect(
        body.data.every((x) => x.school_id === own._id),
        url,
      ).toBe(true);
    }
    const all = (await call(schoolAdmin, 'GET', '/api/teachers')).json<{ pagination: { total: number } }>();
    expect(all.pagination.total).toBe(own.teacherCount);
    expect((await call(schoolAdmin, 'GET', `/api/teachers/${newId()}`)).statusCode).toBe(404);
  });

  it('lets a school admin call every route for their own school', async () => {
    const expected: Record<Method, number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 200 };
    for (const [method, url, payload] of routes(ownTeacher)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected[method]);
    }
  });
});
