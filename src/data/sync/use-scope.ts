/**
 * A screen's hold on a mirror scope: renders from Dexie at once, and pulls in the background when the
 * scope is older than its TTL and the device is online; a pull that found no server is tried again on
 * the outbox's back-off. Says how old the data is (docs/sync.md, "Scopes and freshness").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApiError, isNetworkError } from '../api/api-error';
import { db } from '../db/app-db';
import type { Scope } from '../db/entities';
import { jittered, nextBackoffMs } from './retrying-run';
import { pull } from './sync-runtime';
import { useSyncStatus } from './sync-status-store';

export interface ScopeView {
  /** When the scope was last brought up to date; null when it never was on this device. */
  pulledAt: number | null;
  /** Older than its TTL: the screen labels it "Saved data from …". */
  stale: boolean;
  /** Saved data exists, or the first pull finished or cannot happen (offline): stop showing a spinner. */
  ready: boolean;
  error: string | null;
  online: boolean;
  refresh(): Promise<void>;
}

const TICK_MS = 30_000;

/** Worth another try by itself: no answer (a link coming back carries nothing yet), or a server error. */
const mayPassLater = (error: unknown) => isNetworkError(error) || (isApiError(error) && error.status >= 500);

export function useScope(scope: Scope | null, ttlMs: number): ScopeView {
  const state = useLiveQuery(async () => (scope ? ((await db.scopes.get(scope)) ?? null) : null), [scope]);
  const online = useSyncStatus((s) => s.online);
  const error = useSyncStatus((s) => (scope ? (s.pullErrors[scope] ?? null) : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const refresh = useCallback(() => (scope ? pull(scope) : Promise.resolve()), [scope]);

  const pulledAt = state?.pulledAt ? state.pulledAt : null;
  const expired = pulledAt === null || now - pulledAt > ttlMs;
  const loaded = state !== undefined;

  // A failed pull bumps `tries` after its back-off, which runs the pull below once more.
  const [tries, setTries] = useState(0);
  const backoffMs = useRef(0);
  useEffect(() => {
    backoffMs.current = 0;
  }, [online, scope]);

  useEffect(() => {
    if (!(loaded && expired && online && scope)) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    pull(scope).then(
      () => (backoffMs.current = 0),
      (error: unknown) => {
        if (!current || !mayPassLater(error)) return;
        backoffMs.current = nextBackoffMs(backoffMs.current);
        retry = setTimeout(() => setTries((count) => count + 1), jittered(backoffMs.current));
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [loaded, expired, online, scope, tries]);

  return {
    pulledAt,
    stale: expired && pulledAt !== null,
    ready: pulledAt !== null || error !== null || !online,
    error,
    online,
    refresh,
  };
}
