import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { SyncRow } from '../../kit/sync-source';
import type { SyncEntity } from './sync-entities';

/** A changed row as a page sends it: its record's JSON when the database built it. */
export type ChangedRow = SyncRow & { json?: string | null };

/** The sequence values of the first `limit` rows of one entity changed after `since`. */
export async function changedSeqs(
  db: Db,
  entity: SyncEntity,
  since: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ seq: entity.table.seq })
    .from(entity.table)
    .where(and(gt(entity.table.seq, since), entity.where))
    .orderBy(asc(entity.table.seq))
    .limit(limit);
  return rows.map((row) => row.seq as number);
}

/**
 * One entity's rows changed after `since` up to `upTo`, deleted ones included, by sequence. Where the
 * entity's view is declared by column, each live row comes with its record's JSON, built by the
 * database (as text: the driver would otherwise parse it).
 */
export async function changedRows(
  db: Db,
  entity: SyncEntity,
  since: number,
  upTo: number,
): Promise<ChangedRow[]> {
  const { table } = entity;
  const where = and(gt(table.seq, since), lte(table.seq, upTo), entity.where);
  if (!entity.json) {
    const rows = await db.select().from(table).where(where).orderBy(asc(table.seq));
    return rows as ChangedRow[];
  }
  // A generic table's columns are untyped to drizzle: the select is typed by what it names.
  const rows = await db
    .select({
      _id: table._id,
      seq: table.seq,
      deletedAt: table.deletedAt,
      json: sql<string | null>`case when ${table.deletedAt} is null then (${entity.json})::text end`,
    })
    .from(table)
    .where(where)
    .orderBy(asc(table.seq));
  return rows as ChangedRow[];
}

/**
 * The latest sequence value of the scope's rows, deleted ones included: every change stamps a row
 * with the next value, so the pages of a scope stay the same until this moves.
 */
export async function latestChange(db: Db, entities: SyncEntity[]): Promise<number> {
  const latest = entities.map(
    ({ table, where }) => sql`(select max(${table.seq}) from ${table} where ${where ?? sql`true`})`,
  );
  // Both drivers answer `{ rows }`; the database type shared by the two cannot say so.
  const { rows } = (await db.execute(sql`select greatest(${sql.join(latest, sql`, `)})::text as latest`)) as {
    rows: Array<{ latest: string | null }>;
  };
  return Number(rows[0]?.latest ?? 0);
}
