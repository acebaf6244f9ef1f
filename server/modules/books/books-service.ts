/**
 * A school's library: the kit's reads and writes of a school's records, with the book's
 * rules: an ISBN is unique within the school, and no more copies are available than the library has.
 */
import { and, eq } from 'drizzle-orm';
import type { Book } from '../../../src/domain/books/book';
import { availableProblem, BOOK_MESSAGES as M } from '../../../src/domain/books/book-schema';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import { books } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { schoolRecordsService } from '../../kit/school-records-service';
import type { BookListQuery } from './book-query-schema';
import { bookView, toBookView, type BookRow, type NewBookRow } from './book-view';
import { bookRows, withStatus } from './books-repository';

export const booksService = schoolRecordsService<{
  row: BookRow;
  newRow: NewBookRow;
  view: Book;
  query: BookListQuery;
}>({
  entity: 'books',
  table: books,
  repo: bookRows,
  notFound: M.notFound,
  answers: async (_db, rows) => rows.map(toBookView),
  answerJson: bookView.json(),
  list: {
    search: [books.title, books.author, books.subject],
    orderBy: [books.title],
    filters: (query) => ({
      where: and(
        query.grade === undefined ? undefined : eq(books.grade, query.grade),
        query.status === undefined ? undefined : withStatus(query.status),
      ),
      echo: { grade: query.grade?.toString(), status: query.status },
    }),
  },
  unique: { fields: ['isbn'], taken: M.isbnTaken, repeated: M.isbnTaken },
  /** On a PATCH that sends only one of the counts, the record holds the stored other one. */
  derive(record) {
    const problem = availableProblem({ copies: record.copies ?? 0, available: record.available ?? 0 });
    if (problem) throw badRequest(BULK_MESSAGES.validationFailed, { available: problem });
    return {};
  },
});
