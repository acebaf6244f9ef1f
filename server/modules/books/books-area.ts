/**
 * A school's library, under /api/books: the kit's routes, reads and writes of a school's records,
 * with the book's rules: an ISBN is unique within the school, and no more copies are available than
 * the library has.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  availableProblem,
  BOOK_MESSAGES as M,
  BookCreateSchema,
  BookUpdateSchema,
} from '../../../src/domain/books/book-schema';
import { BOOK_STATUSES, type BookStatus } from '../../../src/domain/books/book-status';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import { GRADES } from '../../../src/domain/school-records/record-fields';
import { books } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { schoolRecordsQuery } from '../../kit/list-query';
import { schoolRecordsArea } from '../../kit/school-records-area';
import { bookView } from './book-view';
import { withStatus } from './books-repository';

/** A query value from `allowed`; empty or `all` means no filter. */
const oneOf = <T extends string | number>(allowed: readonly T[], message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.metadata({ enum: ['all', ...allowed.map(String)] }),
      v.trim(),
      v.toLowerCase(),
      v.check((value) => ['', 'all', ...allowed.map(String)].includes(value), message),
      v.transform((value) => allowed.find((option) => String(option) === value)),
    ),
  );

export const booksArea = schoolRecordsArea({
  entity: 'books',
  table: books,
  view: bookView,
  words: { one: 'book', many: 'books' },
  // Paging, search (title, author, subject), grade and status.
  query: schoolRecordsQuery(M.schoolInvalid, {
    grade: oneOf(GRADES, M.gradeInvalid),
    status: oneOf<BookStatus>(BOOK_STATUSES, M.statusInvalid),
  }),
  create: BookCreateSchema,
  update: BookUpdateSchema,
  messages: M,
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
  rules: {
    unique: { fields: ['isbn'], taken: M.isbnTaken, repeated: M.isbnTaken },
    /** On a PATCH that sends only one of the counts, the record holds the stored other one. */
    derive(record) {
      const problem = availableProblem({ copies: record.copies ?? 0, available: record.available ?? 0 });
      if (problem) throw badRequest(BULK_MESSAGES.validationFailed, { available: problem });
      return {};
    },
  },
});
