/** The Books area as the kit takes it: its words and its writes (no CSV). */
import { BOOK_MESSAGES } from '../../domain/books/book-schema';
import { t } from '../../i18n/i18n';
import type { SchoolRecordsArea } from '../../kit/school-records-page';
import type { BookRecord } from './book-record';
import { BOOKS_TEXTS } from './books-texts';
import { deleteBook } from './save-book';

export const BOOKS_AREA: SchoolRecordsArea<BookRecord, never> = {
  entity: 'books',
  texts: BOOKS_TEXTS,
  messages: BOOK_MESSAGES,
  get statsLabel() {
    return t('Book counts');
  },
  nameOf: (book) => book.title,
  remove: deleteBook,
};
