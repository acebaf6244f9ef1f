/**
 * A screen's hold on a mirror scope: renders from Dexie at once, and pulls in the background when the
 * scope is older than its TTL and the device is online. Says how old the data is (docs/sync.md, "Scopes and freshness").
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';
import type { Scope } from '../db/entities';
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

  useEffect(() => {
    if (loaded && expired && online && scope) pull(scope).catch(() => undefined);
  }, [loaded, expired, online, scope]);

  return {
    pulledAt,
    stale: expired && pulledAt !== null,
    ready: pulledAt !== null || error !== null || !online,
    error,
    online,
    refresh,
  };
}
