/**
 * Shared setup of the students write tests: one app with demo data, a super administrator's token,
 * two schools with their classes, and helpers to send requests and make students. Call
 * `setupStudentsApp()` at the top of a test file; the bindings below are filled in before its tests run.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { School } from '../../../src/domain/schools/school';
import type { Student } from '../../../src/domain/students/student-schema';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './test-app';

export let t: TestApp;
export let admin: string;
export let school: School;
export let other: School;
export let classes: string[];
export let otherClass: string;
let roll = 0;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const send = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const form = (overrides: Record<string, unknown> = {}) => ({
  student_name: 'Asha Ganesh Patil',
  email: `asha.${++roll}@ambavade.shala.demo`,
  roll_number: `W${roll}`,
  class_id: classes[0],
  status: true,
  school_id: school._id,
  ...overrides,
});
export const created = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', '/api/students', form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Student }>().data;
};
export const count = async () =>
  (await send('GET', `/api/students/school/${school._id}?limit=1`)).json<{ pagination: { total: number } }>()
    .pagination.total;
const classesOf = async (schoolId: string) =>
  (await send('GET', `/api/classes?school_id=${schoolId}`))
    .json<{ data: Array<{ _id: string }> }>()
    .data.map((c) => c._id);

export function setupStudentsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.superAdmin)).token;
    [school, other] = (await send('GET', '/api/schools?limit=2')).json<{ data: School[] }>().data as [
      School,
      School,
    ];
    classes = await classesOf(school._id);
    otherClass = (await classesOf(other._id))[0]!;
  });
  afterAll(() => t.close());
}
