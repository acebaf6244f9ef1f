/** One school's books on the device, for the Books screen tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope, type SyncedRecord } from '../../../src/data/db/entities';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope } from '../schools/fixtures';

export const SCHOOL_ID = '0190a6e0-0000-7000-8000-00000000b001';

export async function seedBooks(): Promise<SyncedRecord[]> {
  const book = (n: number, fields: Record<string, unknown>): SyncedRecord => ({
    _id: `0190a6e0-0000-7000-8000-000000000${n}c0`,
    subject: 'English',
    grade: 7,
    school_id: SCHOOL_ID,
    version: 2,
    ...fields,
  });
  const books = [
    book(101, {
      title: 'Wings of Fire',
      author: 'A P J Abdul Kalam',
      isbn: '9780306406157',
      copies: 10,
      available: 6,
      // As a server sent it before the counts changed on this device: the screen computes its own.
      status: 'out-of-stock',
    }),
    book(102, {
      title: 'Shyamchi Aai',
      author: 'Sane Guruji',
      subject: 'Marathi',
      grade: 6,
      isbn: '043942089X',
      copies: 5,
      available: 1,
    }),
    book(103, { title: 'Agnipankh', author: 'Kalam', isbn: '0306406152', copies: 2, available: 0 }),
  ];
  await db
    .entity('schools')
    .put({ _id: SCHOOL_ID, school_name: 'ZP School Junnar', status: 'active', version: 1 });
  await db.entity('books').bulkPut(books);
  await freshScope(schoolScope(SCHOOL_ID));
  return books;
}

export async function openBooks() {
  signInAs('school_admin', SCHOOL_ID);
  const view = renderApp(`/schools/${SCHOOL_ID}/books`);
  await screen.findByRole('heading', { name: 'Book Management' });
  await waitFor(() => expect(screen.queryByText('Loading books...')).toBeNull());
  return view;
}
