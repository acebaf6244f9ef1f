/**
 * Background Sync: when a write is queued the page registers the `outbox` tag; Chromium wakes this
 * worker with a `sync` event once the connection is back, even with no page open. The worker then
 * drains the outbox itself, under the same Web Lock as the pages, with the token the page left in
 * Dexie (a worker cannot read localStorage). Open pages are told too, so they refresh their status.
 */
import { db } from '../src/data/db/app-db';
import { drainOutbox } from '../src/data/outbox/drain-outbox';
import { httpBatchTransport, httpTransport } from '../src/data/outbox/http-transport';
import { readApiRoot, readDeviceAuth, storeDeviceAuth } from '../src/data/sync/device-auth';
import { OUTBOX_SYNC_MESSAGE } from '../src/data/sync/sync-tags';
import { drainWithRetries } from './drain-with-retries';
import { OUTBOX_SYNC_TAG, type SwMessage } from './messages';

/** Not in TypeScript's WebWorker lib: Background Sync is Chromium-only. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function tellPages(sw: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SwMessage = { type: OUTBOX_SYNC_MESSAGE };
  for (const page of pages) page.postMessage(message);
}

export async function drainFromWorker(sw: ServiceWorkerGlobalScope): Promise<void> {
  const result = await drainWithRetries(async () => {
    const attempt = await drainOutbox({
      db,
      send: httpTransport(() => readApiRoot()),
      sendBatch: httpBatchTransport(() => readApiRoot()),
      getAuth: () => readDeviceAuth(),
      // The page asks the person to sign in again when it next opens; until then the worker stops trying.
      onUnauthorized: () => void storeDeviceAuth(null),
      online: () => sw.navigator.onLine,
      locks: sw.navigator.locks,
      waitForLock: true,
    });
    await tellPages(sw);
    return attempt;
  });
  // Throwing makes the browser retry the sync event later, with its own back-off.
  if (result.state === 'retry-later') throw new Error(result.message);
}

export function registerOutboxSync(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('sync', (event) => {
    const syncEvent = event as SyncEvent;
    if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(drainFromWorker(sw));
  });
}
