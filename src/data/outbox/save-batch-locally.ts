/**
 * A batch of new records with ONE outbox row (a CSV import sent to a bulk endpoint that is
 * all-or-nothing): the records and the row in one transaction, like `saveLocally` for one record.
 * The row names every record it makes, so edits of them wait for it, pending marks show on each,
 * and discarding a refused batch takes all of them away.
 */
import { newId } from '../../domain/ids';
import { db as defaultDb, type AppDb } from '../db/app-db';
import type { EntityName, SyncedRecord } from '../db/entities';
import { addNewRow } from './add-new-row';
import { notifyOutboxChanged } from './outbox-events';
import type { OutboxRequest, OutboxRow } from './outbox-types';

export interface BatchChange {
  entity: EntityName;
  /** The records as the device shows them until the server answers. */
  records: SyncedRecord[];
  request: OutboxRequest;
  label: string;
  dependsOn?: string[];
}

export async function saveBatchLocally(
  userId: string,
  change: BatchChange,
  database: AppDb = defaultDb,
  now: number = Date.now(),
): Promise<OutboxRow> {
  const table = database.entity(change.entity);
  const row = await database.transaction('rw', table, database.outbox, async () => {
    await table.bulkPut(change.records);
    return addNewRow(
      database,
      userId,
      {
        entity: change.entity,
        operation: 'create',
        targetId: newId(now),
        targetIds: change.records.map((record) => record._id),
        request: change.request,
        patch: {},
        dependsOn: change.dependsOn,
        previous: null,
        label: change.label,
      },
      now,
    );
  });
  notifyOutboxChanged();
  return row;
}
