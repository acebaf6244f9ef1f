/** What a person can do with a change the server did not take: retry, discard, or settle a conflict. */
import { newId } from '../../domain/ids';
import { db as defaultDb, type AppDb } from '../db/app-db';
import { schoolScope, type Scope, type SyncedRecord } from '../db/entities';
import { notifyOutboxChanged } from './outbox-events';
import { rememberDropped } from './rows-saved-here';
import { baseUnder, entitiesOf, reconcile, reconcileAll, recordIdsOf } from './outbox-queue';
import type { OutboxRow, RecordBefore } from './outbox-types';

/** Reads a record from the server; undefined when the server could not be reached. */
export type RefetchRecord = (row: OutboxRow) => Promise<SyncedRecord | null | undefined>;

type DroppedRefusal = (row: OutboxRow) => void;
let tellDroppedRefusal: DroppedRefusal | null = null;

/** Who to tell when a person drops a change the server refused (the runtime tells the server, best effort). */
export function onRefusalDropped(tell: DroppedRefusal): () => void {
  tellDroppedRefusal = tell;
  return () => {
    if (tellDroppedRefusal === tell) tellDroppedRefusal = null;
  };
}

type FullPullNeeded = (scope: Scope) => void;
let askForPull: FullPullNeeded | null = null;

/** Who to ask for a pull of a scope whose cursor was reset (the runtime pulls it when online). */
export function onFullPullNeeded(ask: FullPullNeeded): () => void {
  askForPull = ask;
  return () => {
    if (askForPull === ask) askForPull = null;
  };
}

/** The schools a change of many records changes: their scopes hold every record it names. */
const scopesOf = (before: readonly RecordBefore[]): Scope[] =>
  before.filter((each) => each.entity === 'schools').map((each) => schoolScope(each._id));

/** Ends a row: the record shows `base` with the later rows on top (`laterConflict`: see `reconcile`). */
async function settle(
  database: AppDb,
  row: OutboxRow,
  base: SyncedRecord | null,
  refetch?: RefetchRecord,
  laterConflict = false,
) {
  if (row.before) return settleMany(database, row, row.before);
  const table = database.entity(row.entity);
  await database.transaction('rw', table, database.outbox, async () => {
    if (row.operation === 'create' && base === null) {
      // The records never reached the server: they go, with every later change of them.
      const ids = recordIdsOf(row);
      await database.outbox.where('targetId').anyOf(ids).delete();
      await database.outbox.where('targetIds').anyOf(ids).delete();
      await table.bulkDelete(ids);
      await database.outbox.delete(row.id);
      return;
    }
    await database.outbox.delete(row.id);
    await reconcile(database, row, base, laterConflict);
  });
  notifyOutboxChanged();
  if (row.status === 'failed' || row.status === 'conflict') tellDroppedRefusal?.(row);
  // The sync cursor may already have passed this record: ask for it directly when we can.
  const fresh = refetch && row.operation !== 'create' ? await refetch(row).catch(() => undefined) : undefined;
  if (fresh !== undefined) {
    await database.transaction('rw', table, database.outbox, () => reconcile(database, row, fresh, laterConflict));
  }
}

/**
 * Ends a change of many records (a school's new year) the server did not take: each record shows again as it
 * was before it, with its later rows on top. While the row waited, pulls skipped its records yet moved the
 * cursor past them, so the school's cursor is reset: its next pull is a full one and brings the server's copy
 * of every record (a pupil another device deleted meanwhile included), and one is asked for now.
 */
async function settleMany(database: AppDb, row: OutboxRow, before: readonly RecordBefore[]) {
  const tables = entitiesOf(row).map((name) => database.entity(name));
  const scopes = scopesOf(before);
  await database.transaction('rw', [database.outbox, database.scopes, ...tables], async () => {
    await database.outbox.delete(row.id);
    await reconcileAll(
      database,
      before.map(({ entity, _id, previous }) => ({ entity, targetId: _id, base: previous })),
    );
    await database.scopes.where('scope').anyOf(scopes).modify({ cursor: null });
  });
  notifyOutboxChanged();
  if (row.status === 'failed' || row.status === 'conflict') tellDroppedRefusal?.(row);
  for (const scope of scopes) askForPull?.(scope);
}

export async function retryRow(id: string, database: AppDb = defaultDb): Promise<void> {
  await database.outbox.update(id, {
    status: 'waiting',
    key: newId(),
    lastError: undefined,
    fieldErrors: undefined,
  });
  notifyOutboxChanged();
}

/** Drops the change and shows the record as it was before it. */
export async function discardRow(id: string, refetch?: RefetchRecord, database: AppDb = defaultDb): Promise<void> {
  const row = await database.outbox.get(id);
  if (!row) return;
  rememberDropped(id);
  // With earlier changes of the record still waiting, the record goes back to the base under them, with
  // them (and later ones) on top again.
  const [base] = row.before ? [row.previous] : await baseUnder(database, [row.targetId], [row.previous], row.id);
  await settle(database, row, base ?? null, refetch);
}

/** Conflict, "keep mine": send again on top of the server's version, as a new request. */
export async function keepMine(id: string, database: AppDb = defaultDb): Promise<void> {
  const row = await database.outbox.get(id);
  if (row?.status !== 'conflict') return;
  await database.outbox.update(id, {
    status: 'waiting',
    key: newId(),
    baseVersion: row.serverRecord?.version,
    serverRecord: undefined,
    lastError: undefined,
  });
  notifyOutboxChanged();
}

/**
 * Conflict, "use the server's": drop the change and take the server's record. Later changes of the record
 * were made on top of the dropped one: each becomes a conflict against the server's record in turn.
 */
export async function takeServers(id: string, refetch?: RefetchRecord, database: AppDb = defaultDb): Promise<void> {
  const row = await database.outbox.get(id);
  if (row?.status !== 'conflict') return;
  await settle(database, row, row.serverRecord ?? null, refetch, true);
}
