/**
 * Sends the waiting outbox rows, in order, many to a request, under a Web Lock so that tabs and the
 * service worker never drain at once (docs/sync.md, "The drainer"). Used by the page and by the service worker.
 */
import type { SessionEnd } from '../../domain/auth/session-end';
import type { AppDb } from '../db/app-db';
import type { SendBatch, SendRow } from './http-transport';
import type { OutboxAnswer, OutboxRow } from './outbox-types';
import { completeRow, rowsInOrder, sendableRows, uploadsUnderWay } from './outbox-queue';

export const DRAIN_LOCK = 'shala-outbox-drain';
/** The server's own limit on a batch (server/modules/outbox). */
const BATCH_ROWS = 100;
/** Well under the server's 256 KiB body limit of a batch; a larger row (an import) goes alone. */
const BATCH_BYTES = 192 * 1024;

export interface DrainAuth {
  token: string;
  userId: string;
}

export interface DrainDeps {
  db: AppDb;
  send: SendRow;
  /** Sends many rows in one request; without it every row goes alone. */
  sendBatch?: SendBatch;
  /** The signed-in user's token; null pauses the queue. */
  getAuth: () => Promise<DrainAuth | null>;
  /** The server refused the token: the session expired, or the account was deactivated. */
  onUnauthorized: (end: SessionEnd) => void;
  /** `navigator.locks` where there is one. */
  locks?: Pick<LockManager, 'request'> | null;
  /**
   * Wait for another drainer to finish, then drain what it left, instead of answering "busy". The
   * service worker's choice: a page that held the lock may be closing, and a wake-up answered "busy"
   * is spent.
   */
  waitForLock?: boolean;
}

export type DrainResult =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'needs-sign-in'; end?: SessionEnd }
  | { state: 'retry-later'; message: string; retryAfterMs?: number };

export async function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  if (!deps.locks) return drainUnderLock(deps);
  if (deps.waitForLock) return deps.locks.request(DRAIN_LOCK, {}, () => drainUnderLock(deps));
  const result = await deps.locks.request(DRAIN_LOCK, { ifAvailable: true }, (lock) =>
    lock ? drainUnderLock(deps) : ({ state: 'busy' } as const),
  );
  return result;
}

const bytesOf = (row: OutboxRow) => JSON.stringify(row.request).length;

/**
 * The rows to send next: the first sendable row, and after it, in order, those that may share its request.
 * An import (a batch row) and a row too large for a batch go alone, so the order of the rows is kept.
 */
function nextGroup(sendable: readonly OutboxRow[], batching: boolean): OutboxRow[] {
  const alone = (row: OutboxRow) => row.targetIds !== undefined || bytesOf(row) > BATCH_BYTES;
  const [first] = sendable;
  if (!first || !batching || alone(first)) return first ? [first] : [];
  const group: OutboxRow[] = [];
  let bytes = 0;
  for (const row of sendable) {
    if (alone(row) || group.length === BATCH_ROWS || bytes + bytesOf(row) > BATCH_BYTES) break;
    group.push(row);
    bytes += bytesOf(row);
  }
  return group;
}

/** Each row's answer, in order; `undefined` for a row not sent (the server asked to wait before it). */
async function sendGroup(
  { send, sendBatch }: DrainDeps,
  group: readonly OutboxRow[],
  token: string,
): Promise<Array<OutboxAnswer | undefined>> {
  const batched = group.length > 1 && sendBatch ? await sendBatch(group, token) : null;
  if (batched) return batched;
  const answers: Array<OutboxAnswer | undefined> = [];
  for (const row of group) {
    const answer = await send(row, token);
    answers.push(answer);
    if (answer.kind === 'retry-later' || answer.kind === 'unauthorized') break;
  }
  return answers;
}

type Stop = Exclude<DrainResult, { state: 'idle' | 'busy' }>;
type Unfinished = Exclude<OutboxAnswer, { kind: 'done' }> | undefined;

/** What a row not done becomes (docs/sync.md, "Answers"); `undefined`: it was not sent. */
function leftAs(row: OutboxRow, answer: Unfinished): Partial<OutboxRow> {
  switch (answer?.kind) {
    case undefined:
      return { status: 'waiting', attempts: row.attempts };
    case 'retry-later':
      return { status: 'waiting', lastError: answer.message };
    case 'unauthorized':
      return { status: 'waiting' };
    case 'conflict':
      return { status: 'conflict', serverRecord: answer.serverRecord, lastError: answer.message };
    case 'rejected':
      return { status: 'failed', lastError: answer.message, fieldErrors: answer.fieldErrors };
  }
}

/**
 * Whether draining stops after these answers: a sign-in asked for, or a "retry later" (the first one says
 * why, the longest `Retry-After` says when). Refusals and conflicts never stop it.
 */
function stopAfter(answers: ReadonlyArray<OutboxAnswer | undefined>): Stop | null {
  const refused = answers.find((answer) => answer?.kind === 'unauthorized');
  if (refused) return { state: 'needs-sign-in', end: refused.end };
  const later = answers.filter((answer) => answer?.kind === 'retry-later');
  if (later.length === 0) return null;
  const waits = later.map((answer) => answer.retryAfterMs).filter((ms) => ms !== undefined);
  return {
    state: 'retry-later',
    message: later[0]!.message,
    retryAfterMs: waits.length > 0 ? Math.max(...waits) : undefined,
  };
}

/**
 * Writes every answer of a group in one transaction, so that a screen reading the outbox or the records
 * reads again once per request, not once per row. The rows of a group change different records, so
 * their answers are written side by side rather than one after another.
 */
async function applyAnswers(
  db: AppDb,
  group: readonly OutboxRow[],
  answers: ReadonlyArray<OutboxAnswer | undefined>,
): Promise<void> {
  const tables = [...new Set(group.map((row) => db.entity(row.entity)))];
  await db.transaction('rw', [db.outbox, ...tables], () =>
    Promise.all(
      group.map((row, index) => {
        const answer = answers[index];
        return answer?.kind === 'done'
          ? completeRow(db, row, answer.record, answer.records)
          : db.outbox.update(row.id, leftAs(row, answer));
      }),
    ),
  );
}

async function drainUnderLock(deps: DrainDeps): Promise<DrainResult> {
  const { db, getAuth, onUnauthorized } = deps;
  // Holding the lock, no one else is sending: a row left `sending` was cut off (docs/sync.md, "The drainer").
  await db.outbox.where('status').equals('sending').modify({ status: 'waiting' });
  const auth = await getAuth();
  if (!auth) return { state: 'needs-sign-in' };

  for (;;) {
    // The outbox is read once per request sent, whatever the number of rows it carries.
    const sendable = sendableRows(await rowsInOrder(db), auth.userId, await uploadsUnderWay(db));
    const group = nextGroup(sendable, deps.sendBatch !== undefined);
    if (group.length === 0) return { state: 'idle' };
    await db.outbox.bulkUpdate(
      group.map((row) => ({ key: row.id, changes: { status: 'sending', attempts: row.attempts + 1 } })),
    );
    const answers = await sendGroup(deps, group, auth.token);
    await applyAnswers(db, group, answers);
    const stop = stopAfter(answers);
    if (stop?.state === 'needs-sign-in') onUnauthorized(stop.end ?? 'expired');
    if (stop) return stop;
  }
}
