/** Names shared by the page and the service worker (no DOM or worker globals here). */

/** Background Sync tag the page registers when a write is queued (DESIGN.md §4.3). */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Worker → pages: the connection is back, drain the outbox. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';
