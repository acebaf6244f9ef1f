/** Adding, editing and deleting a book on the device, through the shared record writes. */
import * as v from 'valibot';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
} from '../../data/records/record-writes';
import { BookCreateSchema, BookUpdateSchema, type BookFormSchema } from '../../domain/books/book-schema';
import type { BookRecord } from './book-record';

const BOOKS_ENDPOINT: RecordEndpoint = { entity: 'books', path: '/books', noun: 'book' };

export type BookFormOutput = v.InferOutput<typeof BookFormSchema>;

/** A book waits for its school to reach the server. */
export function addBook(userId: string, schoolId: string, form: BookFormOutput): Promise<string> {
  const body = v.parse(BookCreateSchema, { ...form, school_id: schoolId });
  return createRecord(userId, BOOKS_ENDPOINT, body, { name: body.title, dependsOn: [schoolId] });
}

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editBook(userId: string, original: BookRecord, form: BookFormOutput): Promise<boolean> {
  const body = v.parse(BookUpdateSchema, changedFields(original, form));
  return (await updateRecord(userId, BOOKS_ENDPOINT, original, body, { name: form.title })) !== undefined;
}

export const deleteBook = (userId: string, book: BookRecord) =>
  deleteRecord(userId, BOOKS_ENDPOINT, book, String(book.title));
