/** The Books screen as the shared screen steps take it, its server rows, and the cards they should add up to. */
import type { Book } from '../../src/domain/books/book';
import type { PeopleKind } from './people-kinds';

export const BOOKS: PeopleKind<Book> = {
  noun: 'Book',
  path: 'books',
  listUrl: (schoolId, query) => `/api/books?school_id=${schoolId}&${query}`,
  nameOf: (row) => row.title,
};

/** The Books counts line for these books: every copy, those on the shelf, those lent out, titles with none left. */
export function cardsFor(books: readonly Book[]): string {
  const copies = books.reduce((sum, book) => sum + book.copies, 0);
  const available = books.reduce((sum, book) => sum + book.available, 0);
  const outOfStock = books.filter((book) => book.available === 0).length;
  const shown = (n: number) => n.toLocaleString('en-IN');
  return `Total Books${shown(copies)}Available${shown(available)}Borrowed${shown(copies - available)}Out of Stock${shown(outOfStock)}`;
}

/** A real ISBN-13 no demo book has, typed with hyphens. */
export const NEW_ISBN = '978-0-306-40615-7';
