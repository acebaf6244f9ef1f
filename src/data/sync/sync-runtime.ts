/**
 * The page's side of sync: keeps the device's copy of the sign-in current, drains the outbox on start,
 * on `online`, when the tab comes back, after every write and on a back-off timer, and wipes the
 * device at logout. Started once by the app.
 */
import { isApiError, isNetworkError, messageOf } from '../api/api-error';
import { getApiRoot } from '../api/api-root';
import { unwrapRecord } from '../api/envelope';
import { request } from '../api/request';
import { db, wipeDevice } from '../db/app-db';
import type { Scope, SyncedRecord } from '../db/entities';
import { drainOutbox, type DrainResult } from '../outbox/drain-outbox';
import { OUTBOX_MESSAGES } from '../outbox/outbox-messages';
import { httpBatchTransport, httpTransport } from '../outbox/http-transport';
import { onOutboxChanged } from '../outbox/outbox-events';
import { onFullPullNeeded, onRefusalDropped } from '../outbox/pending-actions';
import type { OutboxRow } from '../outbox/outbox-types';
import { onLogout } from '../session/logout-hooks';
import { useSession } from '../session/session-store';
import { storeApiRoot, storeDeviceAuth } from './device-auth';
import { pullScope } from './pull-scope';
import { retryingRun } from './retrying-run';
import { useSyncStatus } from './sync-status-store';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from './sync-tags';

/** Background Sync is Chromium-only and not in TypeScript's DOM lib. */
type BackgroundSyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
const PERIODIC_MS = 30_000;

/** The signed-in user's token, or null while signed out or asked to sign in again. */
export function currentAuth() {
  const { token, user, sessionExpired } = useSession.getState();
  return token && user && !sessionExpired ? { token, userId: user._id } : null;
}

/** The API root as an absolute URL (the service worker and tus need one). */
export const absoluteApiRoot = () => new URL(getApiRoot(), location.origin).toString().replace(/\/$/, '');

const drainer = retryingRun(
  async () => {
    useSyncStatus.getState().set({ sending: true });
    try {
      return await drainOutbox({
        db,
        send: httpTransport(absoluteApiRoot),
        sendBatch: httpBatchTransport(absoluteApiRoot),
        getAuth: () => Promise.resolve(currentAuth()),
        onUnauthorized: (end) => useSession.getState().markExpired(end),
        online: () => navigator.onLine,
        locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
      });
    } finally {
      useSyncStatus.getState().set({ sending: false });
    }
  },
  (retryAt, lastProblem) => useSyncStatus.getState().set({ retryAt, lastProblem }),
);

/** Sends what waits now; a call while sending makes one more pass afterwards. */
export const drainNow = (): Promise<DrainResult> => drainer.now();

/** Asks the service worker to wake up and drain when the connection returns, even with the app closed. */
async function requestBackgroundSync() {
  const registration: BackgroundSyncRegistration | undefined = await navigator.serviceWorker?.getRegistration();
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** The server's largest page: on a 400 ms link each page's round trip costs more than its rows. */
const SYNC_PAGE_ROWS = 2000;

export function fetchSyncPage(scope: Scope, since: string | null): Promise<unknown> {
  return request('/sync', { query: { scope, since, limit: SYNC_PAGE_ROWS } });
}

/** The record as the server has it now: null when gone, undefined when the server can't be reached. */
export async function refetchRecord(row: OutboxRow): Promise<SyncedRecord | null | undefined> {
  try {
    return unwrapRecord(await request(row.request.path)) as SyncedRecord | null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    if (isNetworkError(error) || isApiError(error)) return undefined;
    throw error;
  }
}

/** The server mails people about refused changes that wait: one discarded here waits no more. */
function forgetRefusalOnServer(row: OutboxRow): void {
  const path = `/auth/refused-changes/${encodeURIComponent(row.key)}`;
  request(path, { method: 'DELETE' }).catch(() => undefined);
}

/** Pulls a scope, keeping the header's activity and the scope's last error up to date. */
export async function pull(scope: Scope): Promise<void> {
  useSyncStatus.setState((s) => ({ pulling: s.pulling + 1 }));
  try {
    await pullScope(scope, fetchSyncPage);
    useSyncStatus.setState((s) => ({ pullErrors: withoutKey(s.pullErrors, scope) }));
  } catch (error) {
    useSyncStatus.setState((s) => ({ pullErrors: { ...s.pullErrors, [scope]: messageOf(error, OUTBOX_MESSAGES.somethingWrong) } }));
    throw error;
  } finally {
    useSyncStatus.setState((s) => ({ pulling: s.pulling - 1 }));
  }
}

function withoutKey(record: Record<string, string>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

export function startSyncRuntime(): () => void {
  const syncAuth = () => {
    const { token, user } = useSession.getState();
    void storeDeviceAuth(token && user ? { token, userId: user._id } : null);
    void storeApiRoot(absoluteApiRoot());
  };
  syncAuth();
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    if (state.token === previous.token && state.sessionExpired === previous.sessionExpired) return;
    syncAuth();
    if (!state.sessionExpired) void drainNow();
  });
  const setOnline = () => {
    useSyncStatus.getState().set({ online: navigator.onLine });
    if (navigator.onLine) {
      drainer.resetBackoff();
      void drainNow();
    }
  };
  const onVisible = () => document.visibilityState === 'visible' && void drainNow();
  const onSwMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_MESSAGE) void drainNow();
  };
  const unsubscribeOutbox = onOutboxChanged(() => {
    void drainNow();
    void requestBackgroundSync();
  });
  const removeWipe = onLogout(() => wipeDevice());
  const removeRefusalHook = onRefusalDropped(forgetRefusalOnServer);
  const removePullHook = onFullPullNeeded((scope) => navigator.onLine && void pull(scope).catch(() => undefined));
  const periodic = setInterval(() => void drainNow(), PERIODIC_MS);
  window.addEventListener('online', setOnline);
  window.addEventListener('offline', setOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onSwMessage);
  void drainNow();

  return () => {
    unsubscribeSession();
    unsubscribeOutbox();
    removeWipe();
    removeRefusalHook();
    removePullHook();
    clearInterval(periodic);
    drainer.stop();
    window.removeEventListener('online', setOnline);
    window.removeEventListener('offline', setOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onSwMessage);
  };
}
