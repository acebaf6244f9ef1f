/** Books of a school's library: the messages, and the one schema of the form and the API. */
import * as v from 'valibot';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text-rules';
import { recordId } from '../people/person-fields';
import { grade, requiredText, wholeNumber } from '../school-records/record-fields';
import { hasValidCheckDigit, isIsbnShaped, normalIsbn } from './isbn';
import { defineMessages } from '../i18n/languages';

export const MAX_COPIES = 10_000;

export const BOOK_MESSAGES = defineMessages({
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  authorRequired: 'Author is required',
  authorTooLong: 'Author must be less than 100 characters',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 100 characters',
  textInvalid: CONTROL_CHARACTERS_MESSAGE,
  gradeRequired: 'Grade is required',
  gradeInvalid: 'Grade must be from 1 to 7',
  isbnRequired: 'ISBN is required',
  isbnInvalid: 'ISBN must have 10 or 13 digits (an ISBN-10 may end in X)',
  isbnCheckDigit: 'This ISBN is not valid: its check digit does not match',
  isbnTaken: "This ISBN is already in this school's library",
  copiesRequired: 'Number of copies is required',
  copiesInvalid: 'Copies must be a whole number from 0 to 10000',
  availableRequired: 'Available copies are required',
  availableInvalid: 'Available must be a whole number from 0 to 10000',
  availableTooMany: 'Available copies cannot be more than the total copies',
  notFound: 'Book not found',
  recordIdInvalid: 'Invalid book id',
  schoolInvalid: 'Invalid school id',
  statusInvalid: 'Status must be available, low-stock or out-of-stock',
  added: 'Book added successfully!',
  updated: 'Book updated successfully!',
  deleted: 'Book deleted successfully!',
  saveFailed: 'Failed to save book. Please try again.',
  deleteFailed: 'Failed to delete book. Please try again.',
} as const);

const M = BOOK_MESSAGES;

/** Required text with its spaces tidied; a NUL would not even reach the database. */
const bookText = (required: string, tooLong: string, max: number) =>
  v.pipe(
    requiredText({ required, tooLong }, max),
    v.check((value) => !hasControlCharacters(value), M.textInvalid),
  );

/** Stored without hyphens or spaces (`normalIsbn`). */
const isbn = v.pipe(
  v.string(M.isbnRequired),
  v.transform(normalIsbn),
  v.nonEmpty(M.isbnRequired),
  v.check(isIsbnShaped, M.isbnInvalid),
  v.check(hasValidCheckDigit, M.isbnCheckDigit),
);

/** Each field of the Book form and of the API bodies; the form checks them as the person types. */
export const BOOK_FIELDS = {
  title: bookText(M.titleRequired, M.titleTooLong, 200),
  author: bookText(M.authorRequired, M.authorTooLong, 100),
  subject: bookText(M.subjectRequired, M.subjectTooLong, 100),
  grade: grade({ required: M.gradeRequired, invalid: M.gradeInvalid }),
  isbn,
  copies: wholeNumber({ required: M.copiesRequired, invalid: M.copiesInvalid }, 0, MAX_COPIES),
  available: wholeNumber({ required: M.availableRequired, invalid: M.availableInvalid }, 0, MAX_COPIES),
} as const;

export const BookFormSchema = v.object(BOOK_FIELDS);

export const BookCreateSchema = v.object({
  _id: v.optional(recordId(M.recordIdInvalid)),
  ...BOOK_FIELDS,
  school_id: recordId(M.schoolInvalid),
});

/** Any of the fields; the rule across them (`availableProblem`) is checked on the record as it will be stored. */
export const BookUpdateSchema = v.partial(v.object(BOOK_FIELDS));

/** The rule across fields: no more copies available than the library has. */
export const availableProblem = (book: { copies: number; available: number }): string | undefined =>
  book.available > book.copies ? M.availableTooMany : undefined;
