import type { Book } from '../../../src/domain/books/book';
import { bookStatus } from '../../../src/domain/books/book-status';
import type { books } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;

/** Books of a school's library, as the API answers it and `/api/sync` sends it. */
export function toBookView(row: BookRow): Book {
  return {
    _id: row._id,
    title: row.title,
    author: row.author,
    subject: row.subject,
    grade: row.grade,
    isbn: row.isbn,
    copies: row.copies,
    available: row.available,
    status: bookStatus(row),
    school_id: row.school_id,
    ...stamps(row),
  };
}
