import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Student } from '../../src/domain/students/student-schema';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let ownStudent: Student;
let otherStudent: Student;
let roll = 0;

const firstStudent = async (schoolId: string, page = 1) =>
  (await call(admin, 'GET', `/api/students?school_id=${schoolId}&limit=1&page=${page}`)).json<{
    data: Student[];
  }>().data[0]!;
const row = (classId: string) => ({
  _id: newId(),
  student_name: 'Sakshi Patil',
  email: `sakshi.${++roll}@access.shala.demo`,
  roll_number: `AC${roll}`,
  class_id: classId,
  status: true,
});

/** Every students route, reading or writing the given student's school, class and record. */
const routes = (student: Student): Route[] => [
  ['GET', `/api/students?school_id=${student.school_id}`],
  ['GET', `/api/students/search?q=a&school_id=${student.school_id}`],
  ['GET', `/api/students/school/${student.school_id}`],
  ['GET', `/api/students/${student._id}`],
  ['POST', '/api/students', { ...row(student.class_id), school_id: student.school_id }],
  ['POST', '/api/students/bulk', { school_id: student.school_id, students: [row(student.class_id)] }],
  ['PATCH', `/api/students/${student._id}`, { status: false }],
  ['DELETE', `/api/students/${student._id}`],
];

setupAccessApp();
beforeAll(async () => {
  ownStudent = await firstStudent(own._id);
  otherStudent = await firstStudent(other._id);
});

describe('who may call the students routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(ownStudent)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toMatchObject({ errorType: 'forbidden' });
    }
  });

  it("answers 403 to a school admin on every route for another school's students, and changes nothing", async () => {
    for (const [method, url, payload] of routes(otherStudent)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    const deleted = await call(admin, 'DELETE', `/api/students/${(await firstStudent(other._id, 2))._id}`);
    const tombstone = deleted.json<{ data: Student }>().data;
    expect((await call(schoolAdmin, 'GET', `/api/students/${tombstone._id}`)).statusCode).toBe(403);
    expect((await call(schoolAdmin, 'DELETE', `/api/students/${tombstone._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/students/${otherStudent._id}`)).json()).toMatchObject({
      data: { version: otherStudent.version, status: otherStudent.status },
    });
    const total = (await call(admin, 'GET', `/api/students/school/${other._id}?limit=1`)).json<{
      pagination: { total: number };
    }>().pagination.total;
    expect(total).toBe(other.studentCount - 1);
  });

  it("limits a school admin's lists and searches to their own school", async () => {
    for (const url of [
      '/api/students?limit=1000',
      '/api/students/search?q=a&limit=1000',
      `/api/students?school_id=${own._id}&limit=1000`,
    ]) {
      const body = (await call(schoolAdmin, 'GET', url)).json<{
        data: Student[];
        pagination: { total: number };
      }>();
      expect(body.data.length, url).toBeGreaterThan(0);
      expect(
        body.data.every((s) => s.school_id === own._id),
        url,
      ).toBe(true);
    }
    const all = (await call(schoolAdmin, 'GET', '/api/students')).json<{ pagination: { total: number } }>();
    expect(all.pagination.total).toBe(own.studentCount);
    const otherClass = (await call(schoolAdmin, 'GET', `/api/students?class=${otherStudent.class_id}`)).json<{
      data: Student[];
    }>();
    expect(otherClass.data).toEqual([]);
  });

  it("refuses to move a school admin's student into another school's class", async () => {
    const response = await call(schoolAdmin, 'PATCH', `/api/students/${ownStudent._id}`, {
      class_id: otherStudent.class_id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { class_id: 'Please select a valid class' } });
    expect((await call(schoolAdmin, 'GET', `/api/students/${newId()}`)).statusCode).toBe(404);
  });

  it('lets a school admin call every route for their own school', async () => {
    const expected: Record<Method, number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 200 };
    for (const [method, url, payload] of routes(ownStudent)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected[method]);
    }
  });
});
