/** The Teachers screen's words and the ones this build adds. */
import { t, texts } from '../../i18n/i18n';

export const TEACHERS_TEXTS = texts({
  title: 'Teacher Management',
  subtitle: 'Teachers of this school and how to reach them',
  searchLabel: 'Search teachers',
  searchPlaceholder: 'Search teachers...',
  add: 'Add Teacher',
  emptyTitle: 'No teachers found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new teacher.',
  loading: 'Loading teachers...',
  deleteTitle: 'Delete Teacher',
  deleteMessage: (name: string) =>
    t('Are you sure you want to delete {name}? This action cannot be undone.', { name }),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  importTitle: 'Import teachers from CSV',
});

export const TEACHERS_PAGE_SIZE = 20;
