/** Reading the mirror's books: search, order, status and the library's totals. */
import type { Mirrored } from '../../data/db/app-db';
import { bookStatus, type BookStatus } from '../../domain/books/book-status';
import { normalIsbn } from '../../domain/books/isbn';
import { searchTextOf, textField as text } from '../../domain/people/record-status';

export type BookRecord = Mirrored<'books'>;

/** A count of a record from any server: 0 when missing or not a number. */
const countOf = (value: unknown): number => {
  const count = Number(value);
  return Number.isFinite(count) ? count : 0;
};

export const copiesOf = (book: BookRecord) => countOf(book.copies);
export const availableOf = (book: BookRecord) => countOf(book.available);

/** From the counts on the device, so a change made offline shows its status at once. */
export const statusOf = (book: BookRecord): BookStatus =>
  bookStatus({ copies: copiesOf(book), available: availableOf(book) });

/** Title, author or subject: what the Books search looks in. */
export const bookSearchText = (book: BookRecord) => searchTextOf([book.title, book.author, book.subject]);

export const sortBooks = (books: readonly BookRecord[]) =>
  [...books].sort((a, b) => text(a.title).localeCompare(text(b.title), undefined, { sensitivity: 'base' }));

/** ISBNs are one book however they are written (hyphens, spaces, a lower-case x). */
export const isbnKey = (isbn: unknown) => normalIsbn(text(isbn));

/**
 * The four cards: every copy, the copies on the shelf, the copies lent out, and the titles with no
 * copy on the shelf.
 */
export function libraryTotals(books: readonly BookRecord[]) {
  let copies = 0;
  let available = 0;
  let outOfStock = 0;
  for (const book of books) {
    copies += copiesOf(book);
    available += availableOf(book);
    if (statusOf(book) === 'out-of-stock') outOfStock += 1;
  }
  return { copies, available, borrowed: copies - available, outOfStock };
}
