/**
 * Every write runs through `runWrite`: one transaction that
 * 1. reserves the request's Idempotency-Key with its body's hash (a repeat gets the first 2xx answer back,
 *    never a second write; the same key with another body is a 422),
 * 2. runs the change,
 * 3. stamps each touched record with the next sync sequence value under a transaction-level advisory lock,
 *    so commit order equals cursor order and `/api/sync` never skips a change committed late,
 * 4. stores the answer with the key. An error rolls everything back, key included.
 * A write made after a request's answer (`runWriteAfterAnswer`) runs steps 2 and 3 alike.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { idempotencyKeys } from '../db/schema';
import { SYNC_LOCK, type SyncedTable } from '../db/synced-table';
import { recordActivity, type TouchKind } from './activity-log';
import { defineMessages } from '../../src/domain/i18n/languages';
import { HTTP_MESSAGES, HttpError, badRequest, versionConflict } from './errors';

export interface WriteContext {
  tx: Db;
  /**
   * Marks a record as changed so the delta pull sends it, and records the change in the history unless
   * it is a `side-effect` (a school re-sent for its counts, a class teacher cleared). A `change` names a
   * record this write has itself inserted or updated, whose row lock it therefore holds.
   */
  touch: (table: SyncedTable, id: string, kind?: TouchKind) => void;
}

const MAX_KEY_LENGTH = 200;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > MAX_KEY_LENGTH) throw badRequest(HTTP_MESSAGES.invalidIdempotencyKey);
  return key;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** SHA-256 of the body as JSON with every object's keys sorted: the same body in another key order matches. */
function requestHashOf(body: unknown): string {
  const canonical = JSON.stringify(body ?? null, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(byKey))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

const IDEMPOTENCY_MESSAGES = defineMessages({
  otherRequest: 'This Idempotency-Key was already used for another request',
  otherBody: 'This Idempotency-Key was already used with a different request body',
} as const);

/**
 * Stamps every touched record with the next sync sequence value; answers the records as stamped. The
 * records a write only touched as a side effect are locked first, in one global order, then the sync
 * lock is taken: a write holding a row lock never waits for the sync lock while another holds the sync
 * lock and waits for that row (e.g. a student write touching its school for the counts while the school
 * itself is being edited). The records it changed it has locked already.
 */
async function stampSequence(
  tx: Db,
  touched: Map<SyncedTable, Set<string>>,
  changed: Map<SyncedTable, Set<string>>,
): Promise<Map<SyncedTable, Array<Record<string, unknown>>>> {
  const stamped = new Map<SyncedTable, Array<Record<string, unknown>>>();
  if (touched.size === 0) return stamped;
  const tables = [...touched].sort(([a], [b]) => getTableName(a).localeCompare(getTableName(b)));
  for (const [table, ids] of tables) {
    const unlocked = [...ids].filter((id) => !changed.get(table)?.has(id));
    if (unlocked.length === 0) continue;
    await tx
      .select({ id: table._id })
      .from(table)
      .where(inArray(table._id, unlocked))
      .orderBy(table._id)
      .for('update');
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
  for (const [table, ids] of tables) {
    const rows = await tx
      .update(table)
      .set({ seq: sql`nextval('sync_seq')` })
      .where(inArray(table._id, [...ids]))
      .returning();
    stamped.set(table, rows);
  }
  return stamped;
}

/** A change answered as docs/api.md, "Records" says: `{ success, message, data }`. */
export const answered =
  <T>(message: string, change: (context: WriteContext) => Promise<T>) =>
  async (context: WriteContext) => ({ success: true as const, message, data: await change(context) });

/** Runs a write's change in `tx`, stamps what it touched and records its history (steps 2 and 3). */
async function changeStamped<T>(
  tx: Db,
  userId: string | undefined,
  change: (context: WriteContext) => Promise<T>,
): Promise<T> {
  const touched = new Map<SyncedTable, Set<string>>();
  const changed = new Map<SyncedTable, Set<string>>();
  const mark = (marks: typeof touched, table: SyncedTable, id: string) =>
    marks.set(table, (marks.get(table) ?? new Set()).add(id));
  const body = await change({
    tx,
    touch: (table, id, kind = 'change') => {
      mark(touched, table, id);
      if (kind === 'change') mark(changed, table, id);
    },
  });
  const stamped = await stampSequence(tx, touched, changed);
  await recordActivity(tx, userId, changed, stamped);
  return body;
}

/** A write made after a request's answer (a queued task): no idempotency key, nobody signed in. */
export function runWriteAfterAnswer<T>(db: Db, change: (context: WriteContext) => Promise<T>): Promise<T> {
  return db.transaction((tx) => changeStamped(tx, undefined, change));
}

export async function runWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (context: WriteContext) => Promise<T>,
  status = 200,
): Promise<T> {
  const db = request.server.db;
  const key = idempotencyKeyOf(request);
  const userId = request.currentUser?.id;
  const requestHash = key && userId ? requestHashOf(request.body) : null;

  const outcome = await db.transaction(async (tx) => {
    if (key && userId) {
      const reserved = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, method: request.method, path: request.url, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (reserved.length === 0) {
        const [done] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        if (done?.method !== request.method || done.path !== request.url || done.statusCode === null) {
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest, 'bad_request');
        }
        // A key stored before bodies were hashed (null) replays as it always did.
        if (done.requestHash !== null && done.requestHash !== requestHash) {
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherBody, 'idempotency_mismatch');
        }
        return { status: done.statusCode, body: done.response as T, replayed: true };
      }
    }
    const body = await changeStamped(tx, userId, change);
    if (key && userId) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: status, response: JSON.parse(JSON.stringify(body)) as unknown })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    }
    return { status, body, replayed: false };
  });

  reply.status(outcome.status);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.body;
}

/** The version an `If-Match` header names, if any (`3`, `"3"` and `W/"3"` are all accepted). */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const raw = request.headers['if-match'] as string | string[] | undefined;
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^W\//, '').replace(/"/g, '').trim();
  if (value === '*') return undefined;
  const version = Number(value);
  if (!Number.isInteger(version) || version < 1) throw badRequest(HTTP_MESSAGES.invalidIfMatch);
  return version;
}

/**
 * A change of a record the client saw at some version (`If-Match`, when sent): one transaction, answered
 * `{ success, message, data }`.
 */
export function writeChange<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  change: (context: WriteContext, baseVersion: number | undefined) => Promise<T>,
) {
  const baseVersion = expectedVersion(request);
  return runWrite(
    request,
    reply,
    answered(message, (context) => change(context, baseVersion)),
  );
}

/** Throws the 409 `version_conflict` answer when the client edited an older version. */
export function assertVersion<T extends { version: number }>(
  current: T,
  expected: number | undefined,
  view: (r: T) => unknown,
) {
  if (expected !== undefined && current.version !== expected) throw versionConflict(view(current));
}
