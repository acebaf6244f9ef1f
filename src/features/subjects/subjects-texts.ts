/** The Subjects screen's words and the ones this build adds. */
import { t, texts } from '../../i18n/i18n';

export const SUBJECTS_TEXTS = texts({
  title: 'Subject Management',
  subtitle: 'Subjects taught in this school, by grade and department',
  searchLabel: 'Search subjects',
  searchPlaceholder: 'Search subjects...',
  add: 'Add Subject',
  emptyTitle: 'No subjects found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new subject.',
  loading: 'Loading subjects...',
  deleteTitle: 'Delete Subject',
  deleteMessage: () => t('Are you sure you want to delete this subject?'),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  importTitle: 'Import subjects from CSV',
} as const);

export const SUBJECTS_PAGE_SIZE = 20;
