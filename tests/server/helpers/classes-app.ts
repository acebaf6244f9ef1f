/**
 * Shared setup of the classes tests: the API app, two schools, a live teacher of each, and a class
 * form with a grade and section no other form of this file uses (the seed has sections A and B).
 */
import { beforeAll, expect } from 'vitest';
import type { SchoolClass } from '../../../src/domain/classes/class';
import type { School } from '../../../src/domain/schools/school';
import type { Teacher } from '../../../src/domain/teachers/teacher-schema';
import { asAdmin, getJson, setupApiApp, type ListBody } from './api-app';

export let school: School;
export let other: School;
export let teacher: Teacher;
export let otherTeacher: Teacher;

const activeTeacherOf = async (schoolId: string) =>
  (await getJson<ListBody<Teacher>>(`/api/teachers?school_id=${schoolId}&status=active&limit=1`)).data[0]!;

/** Fresh grade + section pairs: C and D of every grade, then none left. */
const FREE = [1, 2, 3, 4, 5, 6, 7].flatMap((grade) => ['C', 'D'].map((section) => ({ grade, section })));
const used = new Map<string, number>();

export function nextSlot(schoolId: string) {
  const n = used.get(schoolId) ?? 0;
  used.set(schoolId, n + 1);
  return FREE[n]!;
}

export function setupClassesApp() {
  setupApiApp();
  beforeAll(async () => {
    [school, other] = (await getJson<ListBody<School>>('/api/schools?limit=2')).data as [School, School];
    teacher = await activeTeacherOf(school._id);
    otherTeacher = await activeTeacherOf(other._id);
  });
}

/** A valid class body for the school (the first one by default). */
export function classForm(overrides: Record<string, unknown> = {}, of: School = school) {
  return {
    ...nextSlot(of._id),
    class_teacher_id: of === school ? teacher._id : otherTeacher._id,
    schedule: 'Mon-Fri 10:00-15:30, Sat 07:30-11:00',
    subject_count: 6,
    status: 'active',
    school_id: of._id,
    ...overrides,
  };
}

export async function createdClass(overrides: Record<string, unknown> = {}, of: School = school) {
  const response = await asAdmin.post('/api/classes', classForm(overrides, of));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: SchoolClass }>().data;
}

/** How many live classes the school has. */
export const classCount = async (schoolId = school._id) =>
  (await getJson<ListBody<SchoolClass>>(`/api/classes?school_id=${schoolId}`)).pagination.total;
