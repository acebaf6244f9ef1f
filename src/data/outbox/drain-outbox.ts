/**
 * Sends waiting outbox rows one at a time, in order, under a Web Lock so that tabs and the service
 * worker never drain at once (docs/sync.md, "The drainer"). Used by the page and by the service worker.
 */
import type { AppDb } from '../db/app-db';
import type { SendRow } from './http-transport';
import { completeRow, nextSendable, rowsInOrder, uploadsOnDevice } from './outbox-queue';

export const DRAIN_LOCK = 'shala-outbox-drain';

export interface DrainAuth {
  token: string;
  userId: string;
}

export interface DrainDeps {
  db: AppDb;
  send: SendRow;
  /** The signed-in user's token; null pauses the queue. */
  getAuth: () => Promise<DrainAuth | null>;
  /** The server refused the token: ask the person to sign in again. */
  onUnauthorized: () => void;
  /** `navigator.locks` where there is one. */
  locks?: Pick<LockManager, 'request'> | null;
}

export type DrainResult =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'needs-sign-in' }
  | { state: 'retry-later'; message: string; retryAfterMs?: number };

export async function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  if (!deps.locks) return drainUnderLock(deps);
  const result = await deps.locks.request(DRAIN_LOCK, { ifAvailable: true }, (lock) =>
    lock ? drainUnderLock(deps) : ({ state: 'busy' } as const),
  );
  return result;
}

async function drainUnderLock({ db, send, getAuth, onUnauthorized }: DrainDeps): Promise<DrainResult> {
  // Holding the lock, no one else is sending: a row left `sending` was cut off (docs/sync.md, "The drainer").
  await db.outbox.where('status').equals('sending').modify({ status: 'waiting' });
  const auth = await getAuth();
  if (!auth) return { state: 'needs-sign-in' };

  for (;;) {
    const row = nextSendable(await rowsInOrder(db), auth.userId, await uploadsOnDevice(db));
    if (!row) return { state: 'idle' };
    await db.outbox.update(row.id, { status: 'sending', attempts: row.attempts + 1 });
    const answer = await send(row, auth.token);
    switch (answer.kind) {
      case 'done':
        await completeRow(db, row, answer.record, answer.records);
        break;
      case 'retry-later':
        await db.outbox.update(row.id, { status: 'waiting', lastError: answer.message });
        return { state: 'retry-later', message: answer.message, retryAfterMs: answer.retryAfterMs };
      case 'unauthorized':
        await db.outbox.update(row.id, { status: 'waiting' });
        onUnauthorized();
        return { state: 'needs-sign-in' };
      case 'conflict':
        await db.outbox.update(row.id, { status: 'conflict', serverRecord: answer.serverRecord, lastError: answer.message });
        break;
      case 'rejected':
        await db.outbox.update(row.id, { status: 'failed', lastError: answer.message, fieldErrors: answer.fieldErrors });
        break;
    }
  }
}
