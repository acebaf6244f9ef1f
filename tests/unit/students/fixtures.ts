/** One school's classes and pupils on the device, for the Students screen tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope, type SyncedRecord } from '../../../src/data/db/entities';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope } from '../schools/fixtures';

export const SCHOOL_ID = '0190a6e0-0000-7000-8000-00000000a001';

let counter = 0;
const nextId = () => `0190a6e0-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

export function makeClass(
  grade: number,
  section: string,
  overrides: Partial<SyncedRecord> = {},
): SyncedRecord {
  return {
    _id: nextId(),
    class_name: `Class ${grade}`,
    grade,
    section,
    school_id: SCHOOL_ID,
    status: 'active',
    version: 1,
    ...overrides,
  };
}

export function makeStudent(klass: SyncedRecord, overrides: Partial<SyncedRecord> = {}): SyncedRecord {
  const id = nextId();
  return {
    _id: id,
    student_name: `Pupil ${id.slice(-4)}`,
    email: `pupil${id.slice(-4)}@school.in`,
    roll_number: `R${id.slice(-4)}`,
    class_id: klass._id,
    status: true,
    school_id: SCHOOL_ID,
    profile_image: null,
    version: 2,
    ...overrides,
  };
}

export interface SeededSchool {
  classes: SyncedRecord[];
  students: SyncedRecord[];
}

/** Class 5 - A, Class 5 - B, Class 6 - A and three pupils, pulled just now. */
export async function seedSchool(extra: SyncedRecord[] = []): Promise<SeededSchool> {
  const classes = [makeClass(6, 'A'), makeClass(5, 'B'), makeClass(5, 'A')];
  const [six, fiveB, fiveA] = classes as [SyncedRecord, SyncedRecord, SyncedRecord];
  const students = [
    makeStudent(fiveA, { student_name: 'Asha Patil', email: 'asha.patil@school.in', roll_number: '5A01' }),
    makeStudent(fiveB, {
      student_name: 'Ravi Jadhav',
      email: 'ravi@school.in',
      roll_number: '5B07',
      status: false,
    }),
    makeStudent(six, { student_name: 'Meena Kulkarni', email: 'meena.k@school.in', roll_number: '6A12' }),
    ...extra,
  ];
  await db
    .entity('schools')
    .put({ _id: SCHOOL_ID, school_name: 'ZP School Shirur', status: 'active', version: 1 });
  await db.entity('classes').bulkPut(classes);
  await db.entity('students').bulkPut(students);
  await freshScope(schoolScope(SCHOOL_ID));
  return { classes, students };
}

export async function openStudents() {
  signInAs('school_admin', SCHOOL_ID);
  const view = renderApp(`/schools/${SCHOOL_ID}/students`);
  await screen.findByRole('heading', { name: 'Student Management' });
  await waitFor(() => expect(screen.queryByText('Loading students...')).toBeNull());
  return view;
}

/** What `downloadText` handed to the browser: the file name and its bytes. */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    last = blob as Blob;
    return `blob:test/${files.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download && last) files.push({ name: this.download, blob: last });
  });
  return {
    files,
    /** The bytes as text, a byte-order mark kept. */
    text: async (index: number) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[index]!.blob.arrayBuffer()),
    restore: () => click.mockRestore(),
  };
}
