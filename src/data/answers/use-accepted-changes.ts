/**
 * Calls `onChange` when this device's own changes were accepted (an outbox row leaves the outbox) or a
 * sync pull landed (a scope's pull time moves on): what a screen showing server-computed figures
 * refreshes on.
 */
import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';

async function syncMarks() {
  const [waiting, scopes] = await Promise.all([db.outbox.count(), db.scopes.toArray()]);
  return { waiting, pulledAt: Math.max(0, ...scopes.map((scope) => scope.pulledAt)) };
}

export function useAcceptedChanges(onChange: () => void): void {
  const marks = useLiveQuery(syncMarks, []);
  const last = useRef<typeof marks>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!marks) return;
    const before = last.current;
    last.current = marks;
    if (before && (marks.waiting < before.waiting || marks.pulledAt > before.pulledAt)) latest.current();
  }, [marks]);
}
