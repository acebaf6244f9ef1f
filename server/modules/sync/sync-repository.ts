import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { SyncRow } from '../../kit/sync-source';
import type { SyncEntity } from './sync-entities';

/** The first `limit` rows of one entity changed after `since`, deleted ones included, by sequence. */
export async function changedRows(
  db: Db,
  entity: SyncEntity,
  since: number,
  limit: number,
): Promise<SyncRow[]> {
  const rows = await db
    .select()
    .from(entity.table)
    .where(and(gt(entity.table.seq, since), entity.where))
    .orderBy(asc(entity.table.seq))
    .limit(limit);
  return rows as SyncRow[];
}
