/**
 * A change's new outbox row, added inside the caller's transaction: what every new row has the same way
 * (an id later than every row there, that id as its first Idempotency-Key, waiting, no attempts yet)
 * around what the change says.
 */
import { newIdAfter } from '../../domain/ids';
import type { AppDb } from '../db/app-db';
import type { OutboxRow } from './outbox-types';

export type NewRowFields = Omit<
  OutboxRow,
  'id' | 'key' | 'userId' | 'status' | 'attempts' | 'createdAt' | 'dependsOn'
> & { dependsOn?: string[] };

export async function addNewRow(
  database: AppDb,
  userId: string,
  fields: NewRowFields,
  now: number,
): Promise<OutboxRow> {
  const id = newIdAfter((await database.outbox.orderBy('id').last())?.id, now);
  const row: OutboxRow = {
    ...fields,
    id,
    key: id,
    userId,
    dependsOn: fields.dependsOn ?? [],
    status: 'waiting',
    attempts: 0,
    createdAt: now,
  };
  await database.outbox.add(row);
  return row;
}
