/** The Teachers screen's words (spec §2) and the ones this build adds. */
export const TEACHERS_TEXTS = {
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
  deleteMessage: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  importTitle: 'Import teachers from CSV',
} as const;

export const TEACHERS_PAGE_SIZE = 20;
