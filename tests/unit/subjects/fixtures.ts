/** One school's subjects on the device, for the Subjects screen tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope, type SyncedRecord } from '../../../src/data/db/entities';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope } from '../schools/fixtures';

export const SCHOOL_ID = '0190a6e0-0000-7000-8000-00000000b001';

const subject = (n: number, fields: Partial<SyncedRecord>): SyncedRecord => ({
  _id: `0190a6e0-0000-7000-8000-000000${String(n).padStart(3, '0')}c00`,
  school_id: SCHOOL_ID,
  class_id: null,
  status: 'active',
  version: 3,
  ...fields,
});

export async function seedSubjects(): Promise<SyncedRecord[]> {
  const subjects = [
    subject(1, { name: 'Mathematics', code: 'MAT501', department: 'Mathematics', grade: 5, credits: 4 }),
    subject(2, { name: 'Marathi', code: 'MAR501', department: 'Languages', grade: 5, credits: 3 }),
    subject(3, { name: 'English', code: 'ENG601', department: 'languages ', grade: 6, credits: 2 }),
  ];
  await db
    .entity('schools')
    .put({ _id: SCHOOL_ID, school_name: 'ZP School Junnar', status: 'active', version: 1 });
  await db.entity('subjects').bulkPut(subjects);
  await freshScope(schoolScope(SCHOOL_ID));
  return subjects;
}

export async function openSubjects() {
  signInAs('school_admin', SCHOOL_ID);
  const view = renderApp(`/schools/${SCHOOL_ID}/subjects`);
  await screen.findByRole('heading', { name: 'Subject Management' });
  await waitFor(() => expect(screen.queryByText('Loading subjects...')).toBeNull());
  return view;
}
