/** Names shared by the page and the service worker (no DOM or worker globals here). */

/** Background Sync tag the page registers when a write is queued (docs/sync.md, "The drainer"). */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Worker → pages: the connection is back, drain the outbox. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';
