/**
 * One change of many records of several entities (a school's new year: its pupils moved, its new classes,
 * its year) with ONE outbox row: every record and the row in one transaction, like `saveLocally` for one
 * record. The row names every record it changes, so later edits of them wait for it, pending marks show
 * on each, and discarding it puts every record back as it was before.
 */
import { newId } from '../../domain/ids';
import { db as defaultDb, type AppDb } from '../db/app-db';
import type { EntityName, SyncedRecord } from '../db/entities';
import { addNewRow } from './add-new-row';
import { baseUnder } from './outbox-queue';
import { notifyOutboxChanged } from './outbox-events';
import { rememberSaved } from './rows-saved-here';
import type { OutboxLabel, OutboxRequest, OutboxRow, RecordBefore } from './outbox-types';

/** A record as the device shows it until the server answers (put whole). */
export interface ChangedRecord {
  entity: EntityName;
  record: SyncedRecord;
}

export interface ManyChange {
  /** The entity the change is of, for the pending list (a school's new year: `schools`). */
  entity: EntityName;
  records: readonly ChangedRecord[];
  request: OutboxRequest;
  label: string;
  labelMessage?: OutboxLabel;
  dependsOn?: string[];
}

export async function saveManyLocally(
  userId: string,
  change: ManyChange,
  database: AppDb = defaultDb,
  now: number = Date.now(),
): Promise<OutboxRow> {
  const entities = [...new Set([change.entity, ...change.records.map((each) => each.entity)])];
  const tables = entities.map((entity) => database.entity(entity));
  const row = await database.transaction('rw', [...tables, database.outbox], async () => {
    const before: RecordBefore[] = [];
    for (const entity of entities) {
      const records = change.records.filter((each) => each.entity === entity).map((each) => each.record);
      if (records.length === 0) continue;
      const table = database.entity(entity);
      const ids = records.map((record) => record._id);
      const shown = await table.bulkGet(ids);
      const bases = await baseUnder(database, ids, shown);
      records.forEach((record, index) =>
        before.push({ entity, _id: record._id, previous: bases[index] ?? null, patch: changedFields(shown[index], record) }),
      );
      await table.bulkPut(records);
    }
    return addNewRow(
      database,
      userId,
      {
        entity: change.entity,
        operation: 'update',
        targetId: newId(now),
        targetIds: before.map((each) => each._id),
        before,
        request: change.request,
        patch: {},
        dependsOn: change.dependsOn,
        previous: null,
        label: change.label,
        labelMessage: change.labelMessage,
      },
      now,
    );
  });
  rememberSaved(row.targetId, row.id);
  notifyOutboxChanged();
  return row;
}

/** The fields `record` sets over what the device showed (every field of a record it makes). */
function changedFields(shown: SyncedRecord | undefined, record: SyncedRecord): Record<string, unknown> {
  if (!shown) return { ...record };
  const keys = new Set([...Object.keys(shown), ...Object.keys(record)]);
  return Object.fromEntries(
    [...keys]
      .filter((key) => JSON.stringify(shown[key]) !== JSON.stringify(record[key]))
      .map((key) => [key, record[key]]),
  );
}
