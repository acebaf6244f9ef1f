/**
 * The Book form's state: the domain's field rules, no more copies available than the library has, and
 * the ISBN free in the school on this device, checked before the change is queued. A create the server
 * refused opens with the server's messages.
 */
import { useCallback } from 'react';
import { holdsKey } from '../../data/records/mirror-clash';
import { availableProblem, BOOK_FIELDS, BOOK_MESSAGES, BookFormSchema } from '../../domain/books/book-schema';
import { textField as text } from '../../domain/people/record-status';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useSchoolRecordForm } from '../../kit/use-school-record-form';
import { fieldErrors } from '../../ui/use-field-form';
import { isbnKey, type BookRecord } from './book-record';
import { BOOKS_TEXTS } from './books-texts';
import { addBook, editBook } from './save-book';

type BookField = keyof typeof BOOK_FIELDS;
type BookFormState = Record<BookField, string>;
export type BookFormMode = RecordFormMode<BookRecord>;

const EMPTY_BOOK: BookFormState = {
  title: '',
  author: '',
  subject: '',
  grade: '',
  isbn: '',
  copies: '',
  available: '',
};

function bookFormValues(book: BookRecord): BookFormState {
  return {
    title: text(book.title),
    author: text(book.author),
    subject: text(book.subject),
    grade: text(book.grade),
    isbn: text(book.isbn),
    copies: text(book.copies),
    available: text(book.available),
  };
}

export function useBookForm(
  mode: BookFormMode,
  schoolId: string,
  books: readonly BookRecord[],
  onClose: () => void,
) {
  const book = mode.kind === 'edit' ? mode.record : undefined;
  const validate = useCallback(
    (values: BookFormState) => {
      const errors = fieldErrors<BookField>(BOOK_FIELDS, values);
      if (!errors.copies && !errors.available) {
        const problem = availableProblem({
          copies: Number(values.copies),
          available: Number(values.available),
        });
        if (problem) errors.available = problem;
      }
      if (!errors.isbn && holdsKey(books, (b) => isbnKey(b.isbn), isbnKey(values.isbn), book?._id)) {
        errors.isbn = BOOK_MESSAGES.isbnTaken;
      }
      return errors;
    },
    [books, book],
  );
  return useSchoolRecordForm({
    entity: 'books',
    mode,
    schoolId,
    empty: EMPTY_BOOK,
    valuesOf: bookFormValues,
    validate,
    schema: BookFormSchema,
    saves: { add: addBook, edit: editBook },
    messages: BOOK_MESSAGES,
    texts: BOOKS_TEXTS,
    onClose,
  });
}
