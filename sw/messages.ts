/** Messages between the pages and the service worker. Imported by both sides, so no worker or DOM globals here. */

export { OUTBOX_SYNC_TAG } from '../src/data/sync/sync-tags';

export type SwMessage =
  /** Page → waiting worker: activate now (the person chose 'Reload'); sent by workbox-window. */
  | { type: 'SKIP_WAITING' }
  /** Worker → pages: the connection is back, drain the outbox. */
  | { type: 'OUTBOX_SYNC' };

export function isSwMessage(data: unknown): data is SwMessage {
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string';
}
