/**
 * A book's stock status, computed from its counts and never stored: out of stock when
 * no copy is available; low stock when some are, but no more than a fifth of the copies; else available.
 */
import { defineMessages } from '../i18n/languages';

export const BOOK_STATUSES = ['available', 'low-stock', 'out-of-stock'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

/** Low stock: `available * LOW_STOCK_DIVISOR <= copies` (at most 20% of the copies left). */
export const LOW_STOCK_DIVISOR = 5;

export function bookStatus(book: { copies: number; available: number }): BookStatus {
  if (book.available <= 0) return 'out-of-stock';
  return book.available * LOW_STOCK_DIVISOR <= book.copies ? 'low-stock' : 'available';
}

export const BOOK_STATUS_LABELS: Record<BookStatus, string> = defineMessages({
  available: 'Available',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
});
