/**
 * Sends the waiting outbox rows, in order, many to a request, under a Web Lock so that tabs and the
 * service worker never drain at once (docs/sync.md, "The drainer"). Used by the page and by the service worker.
 */
import type { SessionEnd } from '../../domain/auth/session-end';
import type { AppDb } from '../db/app-db';
import type { SendBatch, SendRow } from './http-transport';
import type { OutboxAnswer, OutboxRow } from './outbox-types';
import { OUTBOX_MESSAGES } from './outbox-messages';
import {
  completeRows,
  entitiesOf,
  rowsInOrder,
  sendableRows,
  uploadsUnderWay,
  type Accepted,
} from './outbox-queue';

export const DRAIN_LOCK = 'shala-outbox-drain';
/** The server's own limit on a batch (server/modules/outbox). */
const BATCH_ROWS = 100;
/**
 * Characters of a batch's rows: at most 576 KB of UTF-8, well under the server's 2 MB limit of a batch
 * (server/http/body-limits.ts); a larger row (an import) goes alone.
 */
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
  /** Whether the browser has a connection (`navigator.onLine`); unknown counts as connected. */
  online?: () => boolean;
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
 * The requests of a pass, in order: runs of rows that may share a request (up to `BATCH_ROWS` rows and
 * `BATCH_BYTES`), and alone an import (a batch row) or a row too large for a batch.
 */
function groupsOf(sendable: readonly OutboxRow[], batching: boolean): OutboxRow[][] {
  const alone = (row: OutboxRow) => !batching || row.targetIds !== undefined || bytesOf(row) > BATCH_BYTES;
  const groups: OutboxRow[][] = [];
  let group: OutboxRow[] = [];
  let bytes = 0;
  const close = () => {
    if (group.length > 0) groups.push(group);
    group = [];
    bytes = 0;
  };
  for (const row of sendable) {
    if (alone(row)) {
      close();
      groups.push([row]);
      continue;
    }
    if (group.length === BATCH_ROWS || bytes + bytesOf(row) > BATCH_BYTES) close();
    group.push(row);
    bytes += bytesOf(row);
  }
  close();
  return groups;
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
 * their answers are written together, in a few bulk writes.
 */
async function applyAnswers(
  db: AppDb,
  group: readonly OutboxRow[],
  answers: ReadonlyArray<OutboxAnswer | undefined>,
): Promise<void> {
  const tables = [...new Set(group.flatMap(entitiesOf))].map((name) => db.entity(name));
  const accepted: Accepted[] = [];
  const left: Array<{ key: string; changes: Partial<OutboxRow> }> = [];
  group.forEach((row, index) => {
    const answer = answers[index];
    if (answer?.kind === 'done')
      accepted.push({ row, record: answer.record, records: answer.records, versions: answer.versions });
    else left.push({ key: row.id, changes: leftAs(row, answer) });
  });
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    await completeRows(db, accepted);
    if (left.length > 0) await db.outbox.bulkUpdate(left);
  });
}

/**
 * Marks a group's rows `sending`, counting the attempt, in one transaction, and answers them as they are
 * now: a row discarded, or no longer waiting, since the pass read the outbox is left out, never sent.
 */
async function markSending(db: AppDb, group: readonly OutboxRow[] | undefined): Promise<OutboxRow[]> {
  if (!group) return [];
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.bulkGet(group.map((row) => row.id));
    const waiting = current.filter((row): row is OutboxRow => row?.status === 'waiting');
    await db.outbox.bulkPut(waiting.map((row) => ({ ...row, status: 'sending', attempts: row.attempts + 1 })));
    return waiting;
  });
}

/**
 * Sends a pass's requests one after another. The rows of a pass change different records and none needs
 * another, so one group's answers never change what a later group sends: while a group is on its way,
 * the answers of the one before are written and the next one is marked `sending`, so the next request
 * goes as soon as an answer arrives. After a stop, the rows of the groups not sent wait again.
 */
async function sendPass(deps: DrainDeps, groups: readonly OutboxRow[][], token: string): Promise<Stop | null> {
  const { db } = deps;
  let marking = markSending(db, groups[0]);
  let writing: Promise<void> = Promise.resolve();
  for (let index = 0; index < groups.length; index++) {
    const group = await marking;
    marking = markSending(db, groups[index + 1]);
    if (group.length === 0) continue;
    const answers = await sendGroup(deps, group, token);
    const stop = stopAfter(answers);
    await writing;
    if (stop) {
      // The next group, marked while this one was on its way, waits again; later ones were never marked.
      await applyAnswers(db, [...group, ...(await marking)], answers);
      return stop;
    }
    writing = applyAnswers(db, group, answers);
    // Awaited before the next write or at the end; until then, a failure must not count as unhandled.
    writing.catch(() => undefined);
  }
  await writing;
  return null;
}

async function drainUnderLock(deps: DrainDeps): Promise<DrainResult> {
  const { db, getAuth, onUnauthorized } = deps;
  // Holding the lock, no one else is sending: a row left `sending` was cut off (docs/sync.md, "The drainer").
  await db.outbox.where('status').equals('sending').modify({ status: 'waiting' });
  const auth = await getAuth();
  if (!auth) return { state: 'needs-sign-in' };
  // The browser knows it has no connection: nothing could arrive, so nothing is marked or sent.
  if (deps.online?.() === false) return { state: 'retry-later', message: OUTBOX_MESSAGES.unreachable };

  for (;;) {
    // The outbox is read once per pass, whatever the number of requests it sends.
    const sendable = sendableRows(await rowsInOrder(db), auth.userId, await uploadsUnderWay(db));
    const groups = groupsOf(sendable, deps.sendBatch !== undefined);
    if (groups.length === 0) return { state: 'idle' };
    const stop = await sendPass(deps, groups, auth.token);
    if (stop?.state === 'needs-sign-in') onUnauthorized(stop.end ?? 'expired');
    if (stop) return stop;
  }
}
