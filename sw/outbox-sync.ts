/**
 * Background Sync hook point. When a write is queued the page registers the `outbox` sync tag;
 * Chromium then wakes this worker with a `sync` event once the connection is back.
 * For now the worker only tells the open pages to drain (their drainer holds the Web Lock).
 * The outbox drainer (a later issue) replaces `drainOutbox` so the worker drains with no page open.
 */
import { OUTBOX_SYNC_TAG, type SwMessage } from './messages';

/** Not in TypeScript's WebWorker lib: Background Sync is Chromium-only. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export async function drainOutbox(sw: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SwMessage = { type: 'OUTBOX_SYNC' };
  for (const page of pages) page.postMessage(message);
}

export function registerOutboxSync(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('sync', (event) => {
    const syncEvent = event as SyncEvent;
    if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(drainOutbox(sw));
  });
}
