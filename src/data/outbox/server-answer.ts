/**
 * What the server said to a change sent at once (online): the device wizard and the users' Deactivate
 * wait for it, so a refused change shows the server's message instead of a success it never had.
 */
import { db } from '../db/app-db';
import type { EntityName } from '../db/entities';
import { DRAIN_LOCK, type DrainResult } from './drain-outbox';
import { drainNow } from '../sync/sync-runtime';

export type ServerAnswer =
  | { kind: 'accepted' }
  /** Still in the outbox: offline, or waiting for something it needs. */
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string> };

async function answerOf(entity: EntityName, targetId: string): Promise<ServerAnswer> {
  const rows = await db.outbox
    .where('targetId')
    .equals(targetId)
    .filter((row) => row.entity === entity)
    .toArray();
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
  entity: EntityName,
  targetId: string,
  drain: () => Promise<DrainResult> = drainNow,
): Promise<ServerAnswer> {
  for (let pass = 0; pass < 3; pass++) {
    const answer = await answerOf(entity, targetId);
    if (answer.kind !== 'waiting') return answer;
    const { state } = await drain();
    if (state === 'busy') await othersDone();
    else if (state !== 'idle') break;
  }
  return answerOf(entity, targetId);
}
