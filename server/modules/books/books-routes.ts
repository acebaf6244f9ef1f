/** A school's library under /api/books, with its description: lists and search, one book, add, edit, delete. */
import {
  BOOK_MESSAGES as M,
  BookCreateSchema,
  BookUpdateSchema,
} from '../../../src/domain/books/book-schema';
import { schoolRecordsRoutes } from '../../kit/school-records-routes';
import { BookListQuerySchema } from './book-query-schema';
import { booksService } from './books-service';

export const booksRoutes = schoolRecordsRoutes({
  one: 'book',
  many: 'books',
  idInvalid: M.recordIdInvalid,
  query: BookListQuerySchema,
  create: BookCreateSchema,
  update: BookUpdateSchema,
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: booksService,
});
