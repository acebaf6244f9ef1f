/** Shared by the dashboard and change-history tests: the access app, the dashboard as the super administrator, records to make. */
import { expect } from 'vitest';
import type { Dashboard } from '../../../src/domain/dashboard/dashboard';
import { newId } from '../../../src/domain/ids';
import { activity } from '../../../server/db/schema';
import { admin, call, other, t } from './access-app';
import { form as schoolForm } from './schools-app';

export async function dashboard(): Promise<Dashboard> {
  const response = await call(admin, 'GET', '/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

let n = 0;
const unique = () => `${++n}${Date.now().toString(36)}`;

/** Creates a record as the super administrator: its `data`. */
export async function created<T = { _id: string; version: number }>(
  url: string,
  payload: object,
): Promise<T> {
  const response = await call(admin, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: T }>().data;
}

export const newSchool = (name = `Zilla Parishad School Dash ${unique()}`) =>
  created<{ _id: string; school_name: string }>('/api/schools/initiate-school', {
    ...schoolForm({ email: `office.${unique()}@dash.shala.demo` }),
    _id: newId(),
    school_name: name,
  });

export const newTeacher = (schoolId: string) =>
  created('/api/teachers', {
    _id: newId(),
    teacher_id: `DT${unique()}`.toUpperCase().slice(0, 20),
    teacher_name: 'Dash Teacher',
    email: `dash.teacher.${unique()}@dash.shala.demo`,
    phone_number: '9822000000',
    status: 'active',
    school_id: schoolId,
  });

export const newClass = async (schoolId: string, teacherId?: string) =>
  created('/api/classes', {
    _id: newId(),
    grade: 5,
    section: 'A',
    class_teacher_id: teacherId ?? (await newTeacher(schoolId))._id,
    schedule: 'Mon-Fri 10:00-15:30',
    subject_count: 6,
    status: 'active',
    school_id: schoolId,
  });

export const newStudent = (schoolId: string, classId: string, status = true, name = 'Dash Pupil') =>
  created('/api/students', {
    _id: newId(),
    student_name: name,
    email: `dash.pupil.${unique()}@dash.shala.demo`,
    roll_number: `DP${unique()}`.toUpperCase().slice(0, 20),
    class_id: classId,
    status,
    school_id: schoolId,
  });

export const newDevice = (overrides: Record<string, unknown> = {}) =>
  created('/api/device', {
    _id: newId(),
    device_name: `Dash headset ${unique()}`,
    api_token: `dash-token-${newId()}`,
    school_id: other._id,
    status: true,
    ...overrides,
  });

/** Every change-history row of one record, oldest first. */
export const historyOf = async (recordId: string) =>
  (await t.app.db.select().from(activity))
    .filter((row) => row.recordId === recordId)
    .sort((a, b) => (a.id < b.id ? -1 : 1));

export const historySize = async () => (await t.app.db.select({ id: activity.id }).from(activity)).length;
