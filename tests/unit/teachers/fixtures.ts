/** One school's teachers on the device, for the Teachers screen tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope, type SyncedRecord } from '../../../src/data/db/entities';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope } from '../schools/fixtures';

export const SCHOOL_ID = '0190a6e0-0000-7000-8000-00000000b001';

let counter = 0;

export function makeTeacher(overrides: Partial<SyncedRecord> = {}): SyncedRecord {
  counter += 1;
  const n = String(counter).padStart(3, '0');
  return {
    _id: `0190a6e0-0000-7000-8000-000000${n}b00`,
    teacher_id: `ZPT${n}`,
    teacher_name: `Teacher ${'ABCDEFGHIJ'[counter % 10]}`,
    email: `teacher${n}@school.in`,
    phone_number: '9876543210',
    status: 'active',
    department: 'Mathematics',
    school_id: SCHOOL_ID,
    version: 3,
    ...overrides,
  };
}

export async function seedTeachers(extra: SyncedRecord[] = []): Promise<SyncedRecord[]> {
  const teachers = [
    makeTeacher({
      teacher_id: 'ZPT001',
      teacher_name: 'Sunita Deshmukh',
      email: 'sunita@school.in',
      phone_number: '9123456780',
    }),
    makeTeacher({
      teacher_id: 'ZPT002',
      teacher_name: 'Ramesh Gaikwad',
      email: 'ramesh.g@school.in',
      status: 'inactive',
    }),
    ...extra,
  ];
  await db
    .entity('schools')
    .put({ _id: SCHOOL_ID, school_name: 'ZP School Junnar', status: 'active', version: 1 });
  await db.entity('teachers').bulkPut(teachers);
  await freshScope(schoolScope(SCHOOL_ID));
  return teachers;
}

export async function openTeachers() {
  signInAs('school_admin', SCHOOL_ID);
  const view = renderApp(`/schools/${SCHOOL_ID}/teachers`);
  await screen.findByRole('heading', { name: 'Teacher Management' });
  await waitFor(() => expect(screen.queryByText('Loading teachers...')).toBeNull());
  return view;
}
