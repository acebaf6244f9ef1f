/**
 * What the server said to the changes of one record, sent at once (online): every save waits for it
 * (`announceSaved`, the device wizard), so a refused change shows the server's message instead of a
 * success it never had. Record ids are unique across entities, so the id alone names the record.
 */
import { liveQuery } from 'dexie';
import { db } from '../db/app-db';
import { DRAIN_LOCK, type DrainResult } from './drain-outbox';
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

/**
 * Waits, without sending anything itself, until the server has answered the changes of `targetId`
 * (the drainer sends them and tries again on its back-off), or `until` is aborted: then `waiting`.
 */
export function whenAnswered(targetId: string, until: AbortSignal): Promise<ServerAnswer> {
  return new Promise((resolve) => {
    const finish = (answer: ServerAnswer) => {
      subscription.unsubscribe();
      resolve(answer);
    };
    const subscription = liveQuery(() => answerOf(targetId)).subscribe({
      next: (answer) => answer.kind !== 'waiting' && finish(answer),
      error: () => finish({ kind: 'waiting' }),
    });
    if (until.aborted) finish({ kind: 'waiting' });
    else until.addEventListener('abort', () => finish({ kind: 'waiting' }), { once: true });
  });
}
