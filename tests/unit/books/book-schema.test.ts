import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  availableProblem,
  BOOK_FIELDS,
  BOOK_MESSAGES as M,
  BookCreateSchema,
  BookUpdateSchema,
} from '../../../src/domain/books/book-schema';
import { bookStatus } from '../../../src/domain/books/book-status';
import { hasValidCheckDigit, normalIsbn } from '../../../src/domain/books/isbn';

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

const SCHOOL = '0190a6e0-0000-7000-8000-00000000b001';
const BOOK = {
  title: 'Wings of Fire',
  author: 'A P J Abdul Kalam',
  subject: 'English',
  grade: '7',
  isbn: '978-0-306-40615-7',
  copies: '4',
  available: '3',
};

describe('ISBN', () => {
  it('accepts ISBN-10 (with an X check digit) and ISBN-13, hyphens and spaces removed', () => {
    expect(v.parse(BOOK_FIELDS.isbn, '0-8044-2957-x')).toBe('080442957X');
    expect(v.parse(BOOK_FIELDS.isbn, '0 306 40615 2')).toBe('0306406152');
    expect(v.parse(BOOK_FIELDS.isbn, ' 978-0-306-40615-7 ')).toBe('9780306406157');
    expect(normalIsbn('978 81-7450 1234')).toBe('9788174501234');
  });

  it('refuses a wrong check digit of either kind', () => {
    expect(hasValidCheckDigit('0306406152')).toBe(true);
    expect(hasValidCheckDigit('0306406153')).toBe(false);
    expect(hasValidCheckDigit('9780306406157')).toBe(true);
    expect(hasValidCheckDigit('9780306406158')).toBe(false);
    expect(issueOf(BOOK_FIELDS.isbn, '0-306-40615-3')).toBe(M.isbnCheckDigit);
    expect(issueOf(BOOK_FIELDS.isbn, '978-0-306-40615-8')).toBe(M.isbnCheckDigit);
    expect(issueOf(BOOK_FIELDS.isbn, '080442957-0')).toBe(M.isbnCheckDigit);
  });

  it('refuses what is no ISBN at all', () => {
    expect(issueOf(BOOK_FIELDS.isbn, '')).toBe(M.isbnRequired);
    expect(issueOf(BOOK_FIELDS.isbn, ' - ')).toBe(M.isbnRequired);
    expect(issueOf(BOOK_FIELDS.isbn, 9780306406157)).toBe(M.isbnRequired);
    for (const bad of ['12345', '97803064061570', 'X306406152', '978030640615X', 'ISBN 0306406152']) {
      expect(issueOf(BOOK_FIELDS.isbn, bad), bad).toBe(M.isbnInvalid);
    }
  });
});

describe('bookStatus', () => {
  it('is out of stock with none available, low stock at up to a fifth of the copies, else available', () => {
    expect(bookStatus({ copies: 10, available: 0 })).toBe('out-of-stock');
    expect(bookStatus({ copies: 0, available: 0 })).toBe('out-of-stock');
    expect(bookStatus({ copies: 10, available: 1 })).toBe('low-stock');
    expect(bookStatus({ copies: 10, available: 2 })).toBe('low-stock');
    expect(bookStatus({ copies: 10, available: 3 })).toBe('available');
    expect(bookStatus({ copies: 5, available: 1 })).toBe('low-stock');
    expect(bookStatus({ copies: 4, available: 1 })).toBe('available');
    expect(bookStatus({ copies: 1, available: 1 })).toBe('available');
  });
});

describe('the Book schema', () => {
  it('takes the form as typed and the API as sent, tidied', () => {
    expect(v.parse(BookCreateSchema, { ...BOOK, title: '  Wings   of Fire ', school_id: SCHOOL })).toEqual({
      title: 'Wings of Fire',
      author: 'A P J Abdul Kalam',
      subject: 'English',
      grade: 7,
      isbn: '9780306406157',
      copies: 4,
      available: 3,
      school_id: SCHOOL,
    });
    expect(v.parse(BookUpdateSchema, { copies: 12 })).toEqual({ copies: 12 });
  });

  it('has a message for every bad field', () => {
    const cases: Array<[keyof typeof BOOK_FIELDS, unknown, string]> = [
      ['title', '  ', M.titleRequired],
      ['title', 42, M.titleRequired],
      ['title', 't'.repeat(201), M.titleTooLong],
      ['title', 'Nul\u0000', M.textInvalid],
      ['author', undefined, M.authorRequired],
      ['author', 'a'.repeat(101), M.authorTooLong],
      ['subject', '', M.subjectRequired],
      ['subject', 's'.repeat(101), M.subjectTooLong],
      ['grade', '', M.gradeRequired],
      ['grade', '8', M.gradeInvalid],
      ['grade', 0, M.gradeInvalid],
      ['copies', '', M.copiesRequired],
      ['copies', '-1', M.copiesInvalid],
      ['copies', 10_001, M.copiesInvalid],
      ['copies', 2.5, M.copiesInvalid],
      ['available', null, M.availableRequired],
      ['available', 'two', M.availableInvalid],
    ];
    for (const [field, value, message] of cases) {
      expect(issueOf(BOOK_FIELDS[field], value), `${field}=${String(value)}`).toBe(message);
    }
  });

  it('allows no more available than copies', () => {
    expect(availableProblem({ copies: 3, available: 4 })).toBe(M.availableTooMany);
    expect(availableProblem({ copies: 3, available: 3 })).toBeUndefined();
    expect(availableProblem({ copies: 0, available: 0 })).toBeUndefined();
  });
});
