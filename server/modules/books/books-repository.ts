/** The books' own SQL: the rows each stock status names, by the rule of `bookStatus`. */
import { and, gt, lte, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_DIVISOR, type BookStatus } from '../../../src/domain/books/book-status';
import { books } from '../../db/schema';

const lowShare = sql`${books.available} * ${LOW_STOCK_DIVISOR} <= ${books.copies}`;

/** The rows `bookStatus` gives this status, in SQL. */
export function withStatus(status: BookStatus): SQL | undefined {
  switch (status) {
    case 'out-of-stock':
      return lte(books.available, 0);
    case 'low-stock':
      return and(gt(books.available, 0), lowShare);
    case 'available':
      return and(gt(books.available, 0), sql`not (${lowShare})`);
  }
}
