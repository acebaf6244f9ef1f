/** Spec §9 timings of the schools screens. */
export const SEARCH_DEBOUNCE_MS = 500;
export const FORM_CLOSE_DELAY_MS = 1000;

export const SCHOOL_TEXTS = {
  createFailed: 'Error creating school',
  updateFailed: 'Error updating school',
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  added: 'Just added',
  updated: 'Just updated',
  onPage: (page: number) => `on page ${page}`,
  hiddenByFilters: 'hidden by your search or filter',
} as const;
