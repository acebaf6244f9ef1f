/** The Students screen's words (toasts and errors included) and the ones this build adds. */
import { t, texts } from '../../i18n/i18n';

export const STUDENTS_TEXTS = texts({
  title: 'Student Management',
  subtitle: 'Pupils of this school, their classes and roll numbers',
  searchLabel: 'Search students',
  searchPlaceholder: 'Search students...',
  add: 'Add Student',
  emptyTitle: 'No students found',
  emptySearching: 'Try adjusting your search terms.',
  emptyNone: 'Get started by adding a new student.',
  loading: 'Loading students...',
  deleteTitle: 'Delete Student',
  deleteMessage: (name: string) =>
    t('Are you sure you want to delete {name}? This action cannot be undone.', { name }),
  noClass: 'No class',
  classMissing: 'A class not on this device',
  noClasses: 'This school has no classes yet. Add a class first, then its pupils.',
  addClasses: 'Go to Classes',
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  importTitle: 'Import students from CSV',
  detailsTitle: 'Student Details',
  history: 'Class history',
  left: 'Left the school',
});

export const STUDENTS_PAGE_SIZE = 20;
