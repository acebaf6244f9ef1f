/**
 * Shared setup of the students, teachers, subjects and books write tests: the API app, two schools with their classes,
 * and helpers to send requests and make records of one area. Call `setupSchoolRecordsApp(area)` at the
 * top of a test file; the bindings below are filled in before its tests run.
 */
import { beforeAll, expect } from 'vitest';
import type { Book } from '../../../src/domain/books/book';
import type { School } from '../../../src/domain/schools/school';
import type { Subject } from '../../../src/domain/classes/class';
import type { Student } from '../../../src/domain/students/student-schema';
import type { Teacher } from '../../../src/domain/teachers/teacher-schema';
import { asAdmin, getJson, setupApiApp } from './api-app';
import type { Method } from './test-api';

export { t, admin } from './api-app';
export let school: School;
export let other: School;
export let classes: string[];
export let otherClass: string;

interface Records {
  students: Student;
  teachers: Teacher;
  subjects: Subject;
  books: Book;
}
type Area = keyof Records;
let n = 0;

const FORMS: Record<Area, () => Record<string, unknown>> = {
  students: () => ({
    student_name: 'Asha Ganesh Patil',
    email: `asha.${++n}@ambavade.shala.demo`,
    roll_number: `W${n}`,
    class_id: classes[0],
    status: true,
    school_id: school._id,
  }),
  teachers: () => ({
    teacher_id: `TW${++n}`,
    teacher_name: 'Sunita Ramesh Pawar',
    email: `sunita.${n}@ambavade.shala.demo`,
    phone_number: '9822012345',
    status: 'active',
    department: 'Mathematics',
    school_id: school._id,
  }),
  subjects: () => ({
    name: 'Environmental Studies',
    code: `EVS${++n}`,
    department: 'Science',
    grade: 4,
    credits: 4,
    status: 'active',
    school_id: school._id,
  }),
  books: () => ({
    title: 'Wings of Fire',
    author: 'A P J Abdul Kalam',
    subject: 'English',
    grade: 7,
    isbn: isbn13(++n),
    copies: 10,
    available: 6,
    school_id: school._id,
  }),
};

/** An ISBN-13 no demo book has (979-0, sheet music), with its check digit. */
export function isbn13(n: number): string {
  const body = `9790${String(n).padStart(8, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const classesOf = async (schoolId: string) =>
  (await getJson<{ data: Array<{ _id: string }> }>(`/api/classes?school_id=${schoolId}`)).data.map(
    (c) => c._id,
  );

/** Sets the app up, and answers the helpers of the area's requests. */
export function setupSchoolRecordsApp<A extends Area>(area: A) {
  setupApiApp();
  beforeAll(async () => {
    [school, other] = (await getJson<{ data: School[] }>('/api/schools?limit=2')).data as [School, School];
    classes = await classesOf(school._id);
    otherClass = (await classesOf(other._id))[0]!;
  });

  const send = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    asAdmin.request(method, url, payload, { headers });
  /** A valid form of the area, with a roll number / Teacher ID / subject code / ISBN and e-mail no other form uses. */
  const form = (overrides: Record<string, unknown> = {}) => ({ ...FORMS[area](), ...overrides });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', `/api/${area}`, form(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Records[A] }>().data;
  };
  /** How many live records of the area the first school has. */
  const count = async () =>
    (await getJson<{ pagination: { total: number } }>(`/api/${area}?school_id=${school._id}&limit=1`))
      .pagination.total;
  return { send, form, created, count };
}
