/** The schools list as the kit takes it: its words; schools are neither counted nor deleted there. */
import { t, texts } from '../../i18n/i18n';
import type { ListWords } from '../../kit/list-texts';
import type { ListArea } from '../../kit/records-page';

export const SCHOOLS_LIST_TEXTS: ListWords = texts({
  title: 'School Management',
  subtitle: 'Schools, their contacts and principals',
  searchLabel: 'Search schools',
  searchPlaceholder: 'Search by name, city, state, locality, principal or email...',
  add: 'Add School',
  emptyTitle: 'No schools found',
  emptySearching: 'Try adjusting your search or filters.',
  emptyNone: 'Add a school to get started.',
  loading: 'Loading schools...',
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
} as const);

export const SCHOOLS_AREA: ListArea = { entity: 'schools', texts: SCHOOLS_LIST_TEXTS };

/** The first download failed: said above the list, with Try Again. */
export const loadFailedLine = (error: string) => t('Could not load schools: {error}', { error: t(error) });
