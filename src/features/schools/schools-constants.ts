/** Timings of the schools screens (search debounce, form close delay), and their words. */
import { formatNumber } from '../../i18n/format';
import { t, texts } from '../../i18n/i18n';

export const SEARCH_DEBOUNCE_MS = 500;
export const FORM_CLOSE_DELAY_MS = 1000;

export const SCHOOL_TEXTS = texts({
  createFailed: 'Error creating school',
  updateFailed: 'Error updating school',
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  added: 'Just added',
  updated: 'Just updated',
  onPage: (page: number) => t('on page {page}', { page: formatNumber(page) }),
  hiddenByFilters: 'hidden by your search or filter',
});
