/**
 * The database's own guard that nothing a device must not keep is stored (docs/sync.md, "What a
 * device keeps"): every record written to an entity's table, and every copy of a record an outbox row
 * holds (the server's version in a conflict, the record before the change), passes `onDevice` on its
 * way to IndexedDB, whichever code wrote it.
 */
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isEntityName, type EntityName } from '../../domain/sync/entity-registry';
import { onDevice } from '../../domain/sync/on-device';
import type { OutboxRow } from '../outbox/outbox-types';

const snapshot = (entity: EntityName, record: OutboxRow['previous'] | undefined) =>
  record ? onDevice(entity, record) : record;

function outboxRowOnDevice(row: OutboxRow): OutboxRow {
  if (!isEntityName(row.entity)) return row;
  return {
    ...row,
    patch: onDevice(row.entity, row.patch),
    previous: snapshot(row.entity, row.previous) ?? null,
    ...('serverRecord' in row ? { serverRecord: snapshot(row.entity, row.serverRecord) } : {}),
  };
}

function projectionOf(table: string): ((value: unknown) => unknown) | undefined {
  if (isEntityName(table)) return (record) => onDevice(table, record as object);
  if (table === 'outbox') return (row) => outboxRowOnDevice(row as OutboxRow);
  return undefined;
}

export const deviceProjection: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'device-projection',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      const project = projectionOf(name);
      if (!project) return table;
      return {
        ...table,
        mutate: (request: DBCoreMutateRequest) =>
          table.mutate(
            request.type === 'add' || request.type === 'put'
              ? { ...request, values: request.values.map(project) }
              : request,
          ),
      };
    },
  }),
};
