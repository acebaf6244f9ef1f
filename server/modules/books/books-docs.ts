/** The description of /api/books (server/openapi). */
import {
  BOOK_MESSAGES as M,
  BookCreateSchema,
  BookUpdateSchema,
} from '../../../src/domain/books/book-schema';
import { schoolRecordsDocs } from '../../kit/school-records-docs';
import { BookListQuerySchema } from './book-query-schema';

export const booksDocs = schoolRecordsDocs({
  base: '/api/books',
  one: 'book',
  many: 'books',
  idInvalid: M.recordIdInvalid,
  query: BookListQuerySchema,
  create: BookCreateSchema,
  update: BookUpdateSchema,
});
