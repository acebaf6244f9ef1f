/** Changes of an area that the server refused, for the screens that offer to fix, retry or remove them. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';
import type { EntityName } from '../db/entities';
import type { OutboxRow } from '../outbox/outbox-types';

/** Refused CSV imports (batch rows sent to `bulkPath`) of one entity. */
export function useRefusedImports(entity: EntityName, bulkPath: string): OutboxRow[] {
  return (
    useLiveQuery(
      () =>
        db.outbox
          .where('entity')
          .equals(entity)
          .filter((row) => row.request.path === bulkPath && row.status === 'failed')
          .toArray(),
      [entity, bulkPath],
    ) ?? []
  );
}

/** The refused create of this record, if the server refused it: every field may then be corrected. */
export function useRefusedCreate(entity: EntityName, id: string | undefined): OutboxRow | undefined {
  return useLiveQuery(
    () =>
      id
        ? db.outbox
            .where('targetId')
            .equals(id)
            .filter((row) => row.entity === entity && row.operation === 'create' && row.status === 'failed')
            .first()
        : undefined,
    [entity, id],
  );
}
