/** Which row goes next, and how an answered row changes the device's data. */
import type { AppDb } from '../db/app-db';
import type { SyncedRecord } from '../db/entities';
import type { OutboxRow } from './outbox-types';

/** The records a row changes: one, or a batch's many. */
export const recordIdsOf = (row: Pick<OutboxRow, 'targetId' | 'targetIds'>): string[] => row.targetIds ?? [row.targetId];

export async function rowsInOrder(database: AppDb): Promise<OutboxRow[]> {
  return database.outbox.orderBy('id').toArray();
}

/**
 * Files on their way to the server: changes naming them wait. A file the server refused holds nothing back: a
 * change still naming it is refused by the server in its turn, with a message, rather than waiting for ever.
 */
export async function uploadsUnderWay(database: AppDb): Promise<Set<string>> {
  return new Set(await database.uploads.where('status').anyOf('waiting', 'sending').primaryKeys());
}

/**
 * The rows that can go now, in order (docs/sync.md, "Order and dependencies"): a row waits behind any earlier
 * unfinished row of the same record, behind an unfinished row creating a record it depends on, and for a file it
 * names that is still on the device on its way to the server (`uploadsUnderWay`). Others never wait. No two of
 * them change one record, and none needs another: they may be sent together.
 */
export function sendableRows(
  rows: readonly OutboxRow[],
  userId: string,
  uploadsUnderWay: ReadonlySet<string> = new Set(),
): OutboxRow[] {
  // Every create still in the outbox is unfinished, even a later one: a refused create fixed by placing
  // the record under something made offline since keeps its place in the order, yet must wait for it.
  const notYetCreated = new Set(rows.filter((row) => row.operation === 'create').flatMap(recordIdsOf));
  const busyTargets = new Set<string>();
  const sendable: OutboxRow[] = [];
  for (const row of rows) {
    const ids = recordIdsOf(row);
    const ready =
      row.status === 'waiting' &&
      row.userId === userId &&
      !ids.some((id) => busyTargets.has(id)) &&
      !row.dependsOn.some((id) => notYetCreated.has(id) || uploadsUnderWay.has(id));
    if (ready) sendable.push(row);
    for (const id of ids) busyTargets.add(id);
  }
  return sendable;
}

/** The first row that can go now (`sendableRows`). */
export const nextSendable = (...args: Parameters<typeof sendableRows>): OutboxRow | undefined =>
  sendableRows(...args)[0];

/** The record as the device shows it: the server's version with the still-unsent changes on top. */
export function withPendingChanges(base: SyncedRecord | null, pending: readonly OutboxRow[]): SyncedRecord | null {
  let shown = base;
  for (const row of pending) {
    if (row.operation === 'delete') shown = null;
    else shown = { ...(shown ?? {}), ...row.patch, _id: row.targetId };
  }
  return shown;
}

/** Every row that changes this record, its own or a batch's, in order. */
export async function rowsOfRecord(database: AppDb, recordId: string): Promise<OutboxRow[]> {
  const own = await database.outbox.where('targetId').equals(recordId).toArray();
  const batches = await database.outbox.where('targetIds').equals(recordId).toArray();
  return [...own, ...batches].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Writes what the device shows for a record given the server's record and the rows still waiting.
 * `laterConflict`: the person chose the server's record over a change the waiting rows were built on, so
 * they are conflicts against it, never sent silently (docs/sync.md, "Answers").
 */
export async function reconcile(
  database: AppDb,
  row: Pick<OutboxRow, 'entity' | 'targetId'>,
  base: SyncedRecord | null,
  laterConflict = false,
) {
  const later = (await rowsOfRecord(database, row.targetId)).filter((next) => !next.targetIds);
  // Each waiting row now stands on the new base: its If-Match and what a discard goes back to follow it.
  let before = base;
  for (const next of later) {
    await database.outbox.update(next.id, {
      previous: before,
      ...(base?.version !== undefined ? { baseVersion: base.version } : {}),
      ...(laterConflict ? { status: 'conflict', serverRecord: base } : {}),
    });
    before = withPendingChanges(before, [next]);
  }
  const shown = withPendingChanges(base, later);
  const table = database.entity(row.entity);
  if (shown) await table.put(shown);
  else await table.delete(row.targetId);
}

/** 2xx: the row is done; the server's record becomes the base for later rows of the same record. */
export async function completeRow(
  database: AppDb,
  row: OutboxRow,
  record: SyncedRecord | null,
  records: SyncedRecord[] = [],
): Promise<void> {
  const table = database.entity(row.entity);
  await database.transaction('rw', table, database.outbox, async () => {
    await database.outbox.delete(row.id);
    if (row.targetIds) {
      const answered = new Map(records.map((r) => [r._id, r]));
      for (const id of row.targetIds) {
        const base = answered.get(id) ?? (await table.get(id)) ?? null;
        await reconcile(database, { entity: row.entity, targetId: id }, base);
      }
      return;
    }
    if (row.operation === 'delete') return reconcile(database, row, null);
    // Some servers answer a write with no body: keep what the device has, as the server accepted it.
    const base = record ?? (await table.get(row.targetId)) ?? null;
    await reconcile(database, row, base);
  });
}
