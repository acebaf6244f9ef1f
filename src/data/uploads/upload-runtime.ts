/**
 * The page's upload runner: sends waiting files on start, when a file is queued, on `online`, when the tab
 * comes back and when the session does, with a back-off while the server cannot be reached. A finished file
 * kicks the outbox, whose changes naming it were waiting for it.
 */
import { connection, useDataPack } from '../data-pack/data-pack-store';
import { waitingContextNow, waitsForWifi } from '../data-pack/waiting-rule';
import { db } from '../db/app-db';
import type { DrainResult } from '../outbox/drain-outbox';
import { notifyOutboxChanged } from '../outbox/outbox-events';
import { onLogout } from '../session/logout-hooks';
import { useSession } from '../session/session-store';
import { retryingRun } from '../sync/retrying-run';
import { absoluteApiRoot, currentAuth } from '../sync/sync-runtime';
import { onUploadQueued } from './upload-events';
import { useUploadProgress } from './upload-progress-store';
import { runUploads } from './upload-runner';
import { tusTransport } from './tus-transport';

let controller = new AbortController();
/** The runner's listeners for a change that may make the file being sent wait. */
const waitingListeners = new Set<() => void>();
const tellWaitingChanged = () => waitingListeners.forEach((listener) => listener());

const runner = retryingRun(() =>
  runUploads({
    db,
    send: tusTransport(absoluteApiRoot),
    getAuth: () => Promise.resolve(currentAuth()),
    onUnauthorized: (end) => useSession.getState().markExpired(end),
    onProgress: (id, sent) => useUploadProgress.getState().report(id, sent),
    onUploaded: (id) => {
      useUploadProgress.getState().forget(id);
      notifyOutboxChanged();
    },
    signal: controller.signal,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
    waitsForWifi: (row) => waitsForWifi(row, waitingContextNow()),
    onWaitingChange: (listener) => {
      waitingListeners.add(listener);
      return () => waitingListeners.delete(listener);
    },
  }),
);

/** Sends what waits now; a call while sending makes one more pass afterwards. */
export const uploadNow = (): Promise<DrainResult> => runner.now();

/** Stops the file being sent now (it was discarded, or the person signs out). */
function stopSending(): void {
  controller.abort();
  controller = new AbortController();
}

/** Stops the file being sent (it was discarded), then goes on with the others. */
export function restartUploads(): void {
  stopSending();
  void uploadNow();
}

export function startUploadRuntime(): () => void {
  const onOnline = () => {
    runner.resetBackoff();
    void uploadNow();
  };
  const onVisible = () => document.visibilityState === 'visible' && void uploadNow();
  const unsubscribeQueue = onUploadQueued(() => void uploadNow());
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    if (state.token === previous.token && state.sessionExpired === previous.sessionExpired) return;
    if (state.token && !state.sessionExpired) void uploadNow();
  });
  const removeStop = onLogout(stopSending);
  // A file waiting for Wi-Fi goes when the connection changes to one, or Data saver is turned off; the
  // file being sent stops when it now has to wait (off Wi-Fi, or Data saver turned on).
  const onConnection = () => {
    tellWaitingChanged();
    void uploadNow();
  };
  connection()?.addEventListener?.('change', onConnection);
  const unsubscribeDataPack = useDataPack.subscribe((state, previous) => {
    if (state.dataSaver !== previous.dataSaver) onConnection();
  });
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void uploadNow();
  return () => {
    unsubscribeQueue();
    unsubscribeSession();
    removeStop();
    connection()?.removeEventListener?.('change', onConnection);
    unsubscribeDataPack();
    runner.stop();
    controller.abort();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
