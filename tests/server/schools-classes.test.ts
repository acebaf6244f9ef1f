import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetails, School } from '../../src/domain/schools/school';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

interface ClassView {
  _id: string;
  class_name: string;
  grade: number;
  section: string;
  school_id: string;
  version: number;
}

let t: TestApp;
let token: string;
let school: School;
let classes: ClassView[];

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const data = async <T>(url: string): Promise<T> => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
};
const UNKNOWN = '019e0000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.superAdmin)).token;
  school = (await data<School[]>('/api/schools?search=narayangaon'))[0]!;
  classes = await data<ClassView[]>(`/api/classes?school_id=${school._id}`);
});
afterAll(() => t.close());

describe('GET /api/classes', () => {
  it("lists a school's classes by grade and section", () => {
    expect(classes).toHaveLength(school.classCount);
    expect(classes.every((row) => row.school_id === school._id)).toBe(true);
    expect(classes[0]).toMatchObject({ class_name: 'Class 1', grade: 1, section: 'A', version: 1 });
    expect(classes[1]).toMatchObject({ class_name: 'Class 1', grade: 1, section: 'B' });
    expect(classes[0]).toHaveProperty('class_teacher_id');
    expect(classes[0]).toHaveProperty('schedule');
  });

  it('lists every class without a school, and 404 for an unknown school', async () => {
    const all = await data<ClassView[]>('/api/classes');
    const total = (await data<{ totalClassesCount: number }>('/api/schools/statistics')).totalClassesCount;
    expect(all).toHaveLength(total);
    expect((await get(`/api/classes?school_id=${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get(`/api/classes?school_id=${'x'.repeat(200)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/classes/details/{id}', () => {
  it('answers the class teacher, the subjects of its grade and its pupils by roll number', async () => {
    const first = classes[0]!;
    const details = await data<ClassDetails>(`/api/classes/details/${first._id}`);
    expect(Object.keys(details.teacher ?? {}).sort()).toEqual(['email', 'name']);
    expect(details.teacher?.email).toContain('@');
    expect(details.subjects).toEqual(['Marathi', 'English', 'Mathematics', 'Play Do Learn']);
    expect(details.students.length).toBeGreaterThan(10);
    for (const pupil of details.students) {
      expect(Object.keys(pupil).sort()).toEqual(['email', 'id', 'name', 'rollNumber']);
    }
    const rolls = details.students.map((pupil) => pupil.rollNumber);
    expect(rolls).toEqual([...rolls].sort());
  });

  it('answers 404 for an unknown class', async () => {
    const response = await get(`/api/classes/details/${UNKNOWN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Class not found', errorType: 'not_found' });
  });
});

describe('GET /api/subjects/school/{schoolId}', () => {
  it("lists the school's subjects", async () => {
    const subjects = await data<Array<{ school_id: string; name: string; code: string; credits: number }>>(
      `/api/subjects/school/${school._id}`,
    );
    expect(subjects).toHaveLength(school.subjectCount);
    expect(subjects.every((row) => row.school_id === school._id)).toBe(true);
    expect([typeof subjects[0]?.name, typeof subjects[0]?.code, typeof subjects[0]?.credits]).toEqual([
      'string',
      'string',
      'number',
    ]);
    expect((await get(`/api/subjects/school/${UNKNOWN}`)).statusCode).toBe(404);
  });
});

describe('GET /api/master-class-subject', () => {
  it('lists the class masters by grade and their subject masters', async () => {
    const masters = await data<Array<{ _id: string; class_name: string; grade: number }>>(
      '/api/master-class-subject/classes',
    );
    expect(masters.map((row) => row.grade)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const all = await data<Array<{ subject_name: string; subject_master_class_id: string }>>(
      '/api/master-class-subject/subjects',
    );
    const ofFirst = await data<Array<{ subject_name: string; subject_master_class_id: string }>>(
      `/api/master-class-subject/subjects/${masters[0]!._id}`,
    );
    expect(ofFirst.map((row) => row.subject_name)).toEqual([
      'Marathi',
      'English',
      'Mathematics',
      'Play Do Learn',
    ]);
    expect(ofFirst.every((row) => row.subject_master_class_id === masters[0]!._id)).toBe(true);
    expect(all.length).toBeGreaterThan(ofFirst.length);
    expect(new Set(all.map((row) => row.subject_master_class_id)).size).toBe(7);
    expect(await data(`/api/master-class-subject/subjects/${UNKNOWN}`)).toEqual([]);
  });
});
