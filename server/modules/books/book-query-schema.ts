/** Query strings of the books lists: paging, search (title, author, subject), grade and status. */
import * as v from 'valibot';
import { BOOK_MESSAGES as M } from '../../../src/domain/books/book-schema';
import { BOOK_STATUSES, type BookStatus } from '../../../src/domain/books/book-status';
import { GRADES } from '../../../src/domain/school-records/record-fields';
import { schoolRecordsQuery } from '../../kit/list-query';

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

export const BookListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  grade: oneOf(GRADES, M.gradeInvalid),
  status: oneOf<BookStatus>(BOOK_STATUSES, M.statusInvalid),
});
export type BookListQuery = v.InferOutput<typeof BookListQuerySchema>;
