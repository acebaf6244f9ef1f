/**
 * The page's upload runner: sends waiting files on start, when a file is queued, on `online` and when the
 * session comes back, with a back-off while the server cannot be reached. A finished file kicks the outbox,
 * whose changes naming it were waiting for it.
 */
import { db } from '../db/app-db';
import type { DrainResult } from '../outbox/drain-outbox';
import { notifyOutboxChanged } from '../outbox/outbox-events';
import { onLogout } from '../session/logout-hooks';
import { useSession } from '../session/session-store';
import { absoluteApiRoot } from '../sync/sync-runtime';
import { onUploadQueued } from './upload-events';
import { useUploadProgress } from './upload-progress-store';
import { runUploads } from './upload-runner';
import { tusTransport } from './tus-transport';

const MAX_BACKOFF_MS = 5 * 60_000;

let running: Promise<DrainResult> | null = null;
let again = false;
let controller = new AbortController();
let backoffMs = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function currentAuth() {
  const { token, user, sessionExpired } = useSession.getState();
  return token && user && !sessionExpired ? { token, userId: user._id } : null;
}

function scheduleRetry(result: DrainResult) {
  clearTimeout(retryTimer);
  if (result.state !== 'retry-later') {
    backoffMs = 0;
    return;
  }
  backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs ? backoffMs * 2 : 2000);
  retryTimer = setTimeout(() => void uploadNow(), backoffMs * (0.75 + Math.random() * 0.5));
}

/** Sends what waits now; a call while sending makes one more pass afterwards. */
export function uploadNow(): Promise<DrainResult> {
  if (running) {
    again = true;
    return running;
  }
  const { signal } = controller;
  running = runUploads({
    db,
    send: tusTransport(absoluteApiRoot),
    getAuth: () => Promise.resolve(currentAuth()),
    onUnauthorized: () => useSession.getState().markExpired(),
    onProgress: (id, sent) => useUploadProgress.getState().report(id, sent),
    onUploaded: (id) => {
      useUploadProgress.getState().forget(id);
      notifyOutboxChanged();
    },
    signal,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  })
    .catch((error: unknown): DrainResult => ({ state: 'retry-later', message: String(error) }))
    .then((result) => {
      scheduleRetry(result);
      return result;
    })
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        void uploadNow();
      }
    });
  return running;
}

/** Stops the file being sent now (it was discarded, or the person signs out). */
function stopSending(): void {
  controller.abort();
  controller = new AbortController();
}

/** Stops the file being sent (it was discarded), then goes on with the others. */
export function restartUploads(): void {
  stopSending();
  again = true;
  if (!running) void uploadNow();
}

export function startUploadRuntime(): () => void {
  const onOnline = () => {
    backoffMs = 0;
    void uploadNow();
  };
  const unsubscribeQueue = onUploadQueued(() => void uploadNow());
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    if (state.token === previous.token && state.sessionExpired === previous.sessionExpired) return;
    if (state.token && !state.sessionExpired) void uploadNow();
  });
  const removeStop = onLogout(stopSending);
  window.addEventListener('online', onOnline);
  void uploadNow();
  return () => {
    unsubscribeQueue();
    unsubscribeSession();
    removeStop();
    clearTimeout(retryTimer);
    controller.abort();
    window.removeEventListener('online', onOnline);
  };
}
