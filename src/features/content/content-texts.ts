/** The Content management screens' words (toasts and errors included) and the ones this build adds. */
import { CONTENT_MESSAGES } from '../../domain/contents/content-schema';
import { t, texts } from '../../i18n/i18n';
import type { ListTexts, WriteMessages } from '../../kit/list-texts';

export const CONTENT_TEXTS = texts({
  title: 'Content Management',
  subtitle: 'Video and VR chapters for every class and subject',
  searchLabel: 'Search content',
  searchPlaceholder: 'Search content...',
  add: 'Create Content',
  emptyTitle: 'No content found',
  emptySearching: 'Try adjusting your search or filter criteria',
  emptyNone: 'Get started by creating your first piece of content',
  loading: 'Loading content...',
  deleteTitle: 'Delete Content',
  deleteMessage: (title: string) =>
    t('Are you sure you want to delete "{title}"? This action cannot be undone.', { title }),
  noChanges: 'No changes to save',
  signedOut: 'Please sign in again to save changes.',
  retry: 'Try Again',
} as const) satisfies ListTexts;

export const CONTENT_LIST_TEXTS = texts({
  noneTitle: 'No content available',
  clearFilters: 'Clear Filters',
  clearAll: 'Clear All',
  filters: 'Filters',
  refresh: 'Refresh',
  allClasses: 'All Classes',
  allSubjects: 'All Subjects',
  allTypes: 'All Types',
} as const);

export const CONTENT_WRITE_MESSAGES = (adding: boolean): WriteMessages => ({
  added: CONTENT_MESSAGES.created,
  updated: CONTENT_MESSAGES.updated,
  deleted: CONTENT_MESSAGES.deleted,
  saveFailed: adding ? t('Failed to create content') : t('Failed to update content'),
  deleteFailed: CONTENT_MESSAGES.deleteFailed,
});

/** The content search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export const CONTENT_DETAIL_TEXTS = texts({
  title: 'Content Details',
  loading: 'Loading content...',
  notFound: 'Content not found',
  notFoundHint: 'This content does not exist, or it was removed.',
  back: 'Back to Content',
  edit: 'Edit Content',
  player: 'Video player',
  noVideo: 'This content has no video.',
  resources: 'Additional Resources',
  audio: 'Download Audio File',
  pdf: 'Open PDF',
  asset: 'Download Asset File',
} as const);
