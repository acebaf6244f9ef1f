/** The Books screen's words and the ones this build adds. */
import { t, texts } from '../../i18n/i18n';

export const BOOKS_TEXTS = texts({
  title: 'Book Management',
  subtitle: "The school library's books and how many copies are on the shelf",
  searchLabel: 'Search books',
  searchPlaceholder: 'Search books...',
  add: 'Add Book',
  emptyTitle: 'No books found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new book.',
  loading: 'Loading books...',
  deleteTitle: 'Delete Book',
  deleteMessage: (title: string) =>
    t('Are you sure you want to delete {title}? This action cannot be undone.', { title }),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
} as const);

export const BOOKS_PAGE_SIZE = 20;
