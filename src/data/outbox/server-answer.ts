/**
 * What the server said to the changes of one record: a save waits for it (the device wizard and headset
 * actions by driving the drain, `serverAnswer`; the other saves by watching, `whenAnswered`), so a
 * refused change shows the server's message instead of a success it never had. Record ids are unique
 * across entities, so the id alone names the record.
 */
import { liveQuery } from 'dexie';
import { db } from '../db/app-db';
import { DRAIN_LOCK, type DrainResult } from './drain-outbox';
import { droppedHere, lastRowSaved } from './rows-saved-here';
import type { OutboxRow } from './outbox-types';
import { drainNow } from '../sync/sync-runtime';

export type ServerAnswer =
  | { kind: 'accepted' }
  /** Still in the outbox: offline, or waiting for something it needs. */
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string> };

async function answerOf(targetId: string): Promise<ServerAnswer> {
  const rows = await db.outbox.where('targetId').equals(targetId).toArray();
  const refused = rows.find((row) => row.status === 'failed' || row.status === 'conflict');
  if (refused)
    return { kind: 'refused', message: refused.lastError ?? '', fieldErrors: refused.fieldErrors ?? {} };
  return rows.length === 0 ? { kind: 'accepted' } : { kind: 'waiting' };
}

/** Resolves once no one (another tab, the service worker) is sending. */
const othersDone = () =>
  typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request(DRAIN_LOCK, () => undefined)
    : Promise.resolve();

/**
 * Drains the outbox (a pass already under way may have started before this change, or the service
 * worker may be the one sending it: up to three passes).
 */
export async function serverAnswer(
  targetId: string,
  drain: () => Promise<DrainResult> = drainNow,
): Promise<ServerAnswer> {
  for (let pass = 0; pass < 3; pass++) {
    const answer = await answerOf(targetId);
    if (answer.kind !== 'waiting') return answer;
    const { state } = await drain();
    if (state === 'busy') await othersDone();
    else if (state !== 'idle') break;
  }
  return answerOf(targetId);
}

/** What became of the change just saved: `dropped` when the person discarded it meanwhile. */
export type SaveAnswer = ServerAnswer | { kind: 'dropped' };

function answerOfRow(rowId: string, row: OutboxRow | undefined): SaveAnswer | null {
  if (!row) return droppedHere(rowId) ? { kind: 'dropped' } : { kind: 'accepted' };
  if (row.status === 'failed' || row.status === 'conflict')
    return { kind: 'refused', message: row.lastError ?? '', fieldErrors: row.fieldErrors ?? {} };
  return null;
}

/**
 * Waits, without sending anything itself (the drainer sends and tries again on its back-off), until
 * the server has answered the last save of `targetId` made on this page (its own row: a refusal the
 * record already had is not this save's answer), or `until` is aborted: then `waiting`.
 */
export function whenAnswered(targetId: string, until: AbortSignal): Promise<SaveAnswer> {
  const rowId = lastRowSaved(targetId);
  if (!rowId) return Promise.resolve({ kind: 'waiting' });
  return new Promise((resolve) => {
    const finish = (answer: SaveAnswer) => {
      subscription.unsubscribe();
      resolve(answer);
    };
    const subscription = liveQuery(() => db.outbox.get(rowId)).subscribe({
      next: (row) => {
        const answer = answerOfRow(rowId, row);
        if (answer) finish(answer);
      },
      error: () => finish({ kind: 'waiting' }),
    });
    if (until.aborted) finish({ kind: 'waiting' });
    else until.addEventListener('abort', () => finish({ kind: 'waiting' }), { once: true });
  });
}
