import { sql } from 'drizzle-orm';
import type { Book } from '../../../src/domain/books/book';
import { bookStatus, LOW_STOCK_DIVISOR } from '../../../src/domain/books/book-status';
import { books } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type BookRow = typeof books.$inferSelect;

/** Books of a school's library, as the API answers it and `/api/sync` sends it. */
export const bookView = columnView<BookRow, Book>(books, {
  _id: books._id,
  title: books.title,
  author: books.author,
  subject: books.subject,
  grade: books.grade,
  isbn: books.isbn,
  copies: books.copies,
  available: books.available,
  // `bookStatus`'s rule; in 64 bits, so no count can overflow it.
  status: {
    js: bookStatus,
    sql: sql`case when ${books.available} <= 0 then 'out-of-stock'
      when ${books.available}::bigint * ${LOW_STOCK_DIVISOR} <= ${books.copies} then 'low-stock'
      else 'available' end`,
  },
  school_id: books.school_id,
  ...stampFields(books),
});
