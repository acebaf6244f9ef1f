/** The Classes screen's words and the ones this build adds. */
import { t, texts } from '../../i18n/i18n';

export const CLASSES_TEXTS = texts({
  title: 'Class Management',
  subtitle: 'Classes of this school, their class teachers and timetables',
  searchLabel: 'Search classes',
  searchPlaceholder: 'Search classes...',
  add: 'Add Class',
  emptyTitle: 'No classes found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new class.',
  loading: 'Loading classes...',
  deleteTitle: 'Delete Class',
  deleteMessage: () => t('Are you sure you want to delete this class?'),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  noTeachers: 'This school has no teachers yet. Add a teacher first, then the class.',
} as const);

export const CLASSES_PAGE_SIZE = 20;
