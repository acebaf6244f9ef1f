/** Which row goes next, and how an answered row changes the device's data. */
import type { AppDb } from '../db/app-db';
import type { EntityName, SyncedRecord } from '../db/entities';
import type { OutboxRow, RecordVersion } from './outbox-types';

/** The records a row changes: one, or a batch's many. */
export const recordIdsOf = (row: Pick<OutboxRow, 'targetId' | 'targetIds'>): string[] => row.targetIds ?? [row.targetId];

/** The entities of the records a row changes: its own, and those of a change of many (`before`). */
export const entitiesOf = (row: Pick<OutboxRow, 'entity' | 'before'>): EntityName[] => [
  ...new Set([row.entity, ...(row.before ?? []).map((each) => each.entity)]),
];

/** The entity of each record a row changes. */
function entityOfRecord(row: Pick<OutboxRow, 'entity' | 'before'>): (recordId: string) => EntityName {
  const entities = new Map((row.before ?? []).map((each) => [each._id, each.entity]));
  return (recordId) => entities.get(recordId) ?? row.entity;
}

/** The records a row makes: a create's, and those a change of many makes (nothing before it). */
const createdBy = (row: OutboxRow): string[] =>
  row.operation === 'create'
    ? recordIdsOf(row)
    : (row.before ?? []).filter((each) => each.previous === null).map((each) => each._id);

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
  const notYetCreated = new Set(rows.flatMap(createdBy));
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
export function withPendingChanges(
  base: SyncedRecord | null,
  pending: readonly OutboxRow[],
  recordId?: string,
): SyncedRecord | null {
  let shown = base;
  for (const row of pending) {
    const many = row.before?.find((each) => each._id === recordId);
    if (many) shown = { ...(shown ?? {}), ...many.patch, _id: many._id };
    else if (row.operation === 'delete') shown = null;
    else shown = { ...(shown ?? {}), ...row.patch, _id: row.targetId };
  }
  return shown;
}

/** A record to show again from the server's version (`base`, null: gone) and the rows still waiting for it. */
export interface Rebase {
  entity: EntityName;
  targetId: string;
  base: SyncedRecord | null;
}

/** The waiting rows of each record, in order: its own, and the changes of many records naming it (not a batch's). */
async function laterRowsOf(database: AppDb, recordIds: readonly string[]): Promise<Map<string, OutboxRow[]>> {
  const ids = [...recordIds];
  const own = await database.outbox.where('targetId').anyOf(ids).toArray();
  const many = await database.outbox.where('targetIds').anyOf(ids).distinct().toArray();
  const wanted = new Set(ids);
  const byRecord = new Map<string, OutboxRow[]>();
  const add = (recordId: string, row: OutboxRow) => byRecord.set(recordId, [...(byRecord.get(recordId) ?? []), row]);
  for (const row of own) if (!row.targetIds) add(row.targetId, row);
  for (const row of many) if (row.before) for (const each of row.before) if (wanted.has(each._id)) add(each._id, row);
  for (const rows of byRecord.values()) rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return byRecord;
}

/**
 * Each record's base under every change of it still in the outbox (the earliest one's record before it), or
 * `shown` when none waits.
 */
export async function baseUnder(
  database: AppDb,
  recordIds: readonly string[],
  shown: ReadonlyArray<SyncedRecord | null | undefined>,
  below?: string,
): Promise<Array<SyncedRecord | null | undefined>> {
  const rows = await laterRowsOf(database, recordIds);
  return recordIds.map((id, index) => {
    const first = (rows.get(id) ?? []).find((row) => below === undefined || row.id < below);
    if (!first) return shown[index];
    return first.before ? (first.before.find((each) => each._id === id)?.previous ?? null) : first.previous;
  });
}

/**
 * Writes what the device shows for each record given the server's record and the rows still waiting,
 * in a few bulk writes however many records there are. `laterConflict`: the person chose the server's
 * record over a change the waiting rows were built on, so they are conflicts against it, never sent
 * silently (docs/sync.md, "Answers").
 */
export async function reconcileAll(database: AppDb, rebases: readonly Rebase[], laterConflict = false) {
  const later = await laterRowsOf(
    database,
    rebases.map((rebase) => rebase.targetId),
  );
  const rowUpdates: Array<{ key: string; changes: Partial<OutboxRow> }> = [];
  const beforeUpdates = new Map<string, OutboxRow>();
  const shownByEntity = new Map<EntityName, { put: SyncedRecord[]; gone: string[] }>();
  for (const { entity, targetId, base } of rebases) {
    const waiting = later.get(targetId) ?? [];
    // Each waiting row now stands on the new base: its If-Match and what a discard goes back to follow it.
    let before = base;
    for (const next of waiting) {
      if (next.before) {
        // A change of many records keeps, per record, the base under every change of it still waiting.
        const row = beforeUpdates.get(next.id) ?? next;
        const entries = row.before!.map((each) => (each._id === targetId ? { ...each, previous: base } : each));
        beforeUpdates.set(next.id, { ...row, before: entries });
        before = withPendingChanges(before, [next], targetId);
        continue;
      }
      rowUpdates.push({
        key: next.id,
        changes: {
          previous: before,
          ...(base?.version !== undefined ? { baseVersion: base.version } : {}),
          ...(laterConflict ? { status: 'conflict', serverRecord: base } : {}),
        },
      });
      before = withPendingChanges(before, [next], targetId);
    }
    const shown = withPendingChanges(base, waiting, targetId);
    const writes = shownByEntity.get(entity) ?? { put: [], gone: [] };
    if (shown) writes.put.push(shown);
    else writes.gone.push(targetId);
    shownByEntity.set(entity, writes);
  }
  for (const { id, before: entries } of beforeUpdates.values()) rowUpdates.push({ key: id, changes: { before: entries } });
  if (rowUpdates.length > 0) await database.outbox.bulkUpdate(rowUpdates);
  for (const [entity, { put, gone }] of shownByEntity) {
    const table = database.entity(entity);
    if (put.length > 0) await table.bulkPut(put);
    if (gone.length > 0) await table.bulkDelete(gone);
  }
}

/** `reconcileAll` for one record. */
export const reconcile = (
  database: AppDb,
  row: Pick<OutboxRow, 'entity' | 'targetId'>,
  base: SyncedRecord | null,
  laterConflict = false,
) => reconcileAll(database, [{ entity: row.entity, targetId: row.targetId, base }], laterConflict);

/**
 * A row the server accepted, with the record (or a batch's records) it answered, and for a change of many
 * the new versions of the records it changed (`versions`, their fields being the device's own).
 */
export interface Accepted {
  row: OutboxRow;
  record: SyncedRecord | null;
  records?: SyncedRecord[];
  versions?: RecordVersion[];
}

/**
 * 2xx: the rows are done; the server's records become the base for later rows of the same records. All
 * in one transaction, with a few bulk reads and writes whatever the number of rows.
 */
export async function completeRows(database: AppDb, accepted: readonly Accepted[]): Promise<void> {
  if (accepted.length === 0) return;
  const tables = [...new Set(accepted.flatMap(({ row }) => entitiesOf(row)))].map((name) => database.entity(name));
  await database.transaction('rw', [database.outbox, ...tables], async () => {
    await database.outbox.bulkDelete(accepted.map(({ row }) => row.id));
    const rebases: Rebase[] = [];
    const unanswered: Array<Rebase & { version?: number }> = [];
    for (const { row, record, records = [], versions = [] } of accepted) {
      const answered = new Map(records.map((each) => [each._id, each]));
      // A change of many answers only its records' new versions: each becomes its copy's version, and so
      // the base (`If-Match`) of the later rows of that record, as a one-record answer's version does.
      const versionOf = new Map(
        row.before ? versions.map((each) => [`${each.entity} ${each._id}`, each.version] as const) : [],
      );
      const gone = row.operation === 'delete' && !row.targetIds;
      const entityOf = entityOfRecord(row);
      for (const targetId of recordIdsOf(row)) {
        // An answer that is another record (a headset command's) is no base for this one.
        const own = record?._id === targetId ? record : undefined;
        const base = gone ? null : ((row.targetIds ? (answered.get(targetId) ?? own) : own) ?? undefined);
        const rebase = { entity: entityOf(targetId), targetId, base: base ?? null };
        rebases.push(rebase);
        if (base === undefined) unanswered.push(Object.assign(rebase, { version: versionOf.get(`${rebase.entity} ${targetId}`) }));
      }
    }
    // Answered with no body (some servers do), or with versions only: the device's copy, as the server
    // accepted it.
    for (const entity of new Set(unanswered.map((rebase) => rebase.entity))) {
      const ofEntity = unanswered.filter((rebase) => rebase.entity === entity);
      const shown = await database.entity(entity).bulkGet(ofEntity.map((rebase) => rebase.targetId));
      ofEntity.forEach((rebase, index) => {
        const copy = shown[index] ?? null;
        rebase.base = copy && rebase.version !== undefined ? { ...copy, version: rebase.version } : copy;
      });
    }
    await reconcileAll(database, rebases);
  });
}

/** `completeRows` for one row. */
export const completeRow = (
  database: AppDb,
  row: OutboxRow,
  record: SyncedRecord | null,
  records: SyncedRecord[] = [],
): Promise<void> => completeRows(database, [{ row, record, records }]);
