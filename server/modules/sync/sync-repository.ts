/**
 * The delta pull's reads, each over every entity of the scope in one round trip (a union of one
 * branch per table): where the page ends, the rows up to there, and the scope's latest change.
 */
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows-of';
import { schools } from '../../db/schema';
import type { EntityName } from '../../../src/domain/sync/entity-registry';
import type { SyncRow } from '../../kit/sync-source';
import type { SyncEntity } from './sync-entities';

/** A changed row as a page sends it: its record's JSON when the database built it. */
export type ChangedRow = SyncRow & { json?: string | null };

const scoped = ({ where }: SyncEntity) => where ?? sql`true`;
/** An entity's name as a value of the query: names are the registry's own identifiers. */
const nameOf = ({ name }: SyncEntity) => sql.raw(`'${name}'`);

/**
 * The first `limit` changes after `since` over the scope's entities, by sequence: which entity each
 * is in, and its sequence value (as text: a bigint, which one driver would give as a string).
 */
export async function firstChanges(
  db: Db,
  entities: SyncEntity[],
  since: number,
  limit: number,
): Promise<Array<{ entity: EntityName; seq: number }>> {
  const branches = entities.map(
    (entity) => sql`(select ${nameOf(entity)} as entity, ${entity.table.seq} as seq from ${entity.table}
      where ${entity.table.seq} > ${since} and ${scoped(entity)} order by ${entity.table.seq} limit ${limit})`,
  );
  const rows = await rowsOf<{ entity: EntityName; seq: string }>(
    db,
    sql`select entity, seq::text as seq from (${sql.join(branches, sql` union all `)}) as changed order by changed.seq limit ${limit}`,
  );
  return rows.map((row) => ({ entity: row.entity, seq: Number(row.seq) }));
}

/**
 * The rows changed after `since` up to `upTo` of the entities whose records the database builds
 * (`json`), deleted ones included, each live one with its record's JSON (as text: the driver would
 * otherwise parse it).
 */
export async function changedRecords(
  db: Db,
  entities: SyncEntity[],
  since: number,
  upTo: number,
): Promise<Array<ChangedRow & { entity: EntityName }>> {
  const branches = entities.map(
    (
      entity,
    ) => sql`(select ${nameOf(entity)} as entity, ${entity.table._id} as id, ${entity.table.seq}::text as seq,
      ${entity.table.deletedAt} as deleted_at,
      case when ${entity.table.deletedAt} is null then (${entity.json})::text end as json
      from ${entity.table} where ${entity.table.seq} > ${since} and ${entity.table.seq} <= ${upTo} and ${scoped(entity)})`,
  );
  const rows = await rowsOf<{
    entity: EntityName;
    id: string;
    seq: string;
    deleted_at: Date | null;
    json: string | null;
  }>(db, sql.join(branches, sql` union all `));
  return rows.map((row) => ({
    entity: row.entity,
    _id: row.id,
    seq: Number(row.seq),
    deletedAt: row.deleted_at,
    json: row.json,
  }));
}

/** One entity's rows changed after `since` up to `upTo`, deleted ones included, for its views. */
export async function changedRows(
  db: Db,
  entity: SyncEntity,
  since: number,
  upTo: number,
): Promise<SyncRow[]> {
  const { table } = entity;
  const rows = await db
    .select()
    .from(table)
    .where(and(gt(table.seq, since), lte(table.seq, upTo), entity.where))
    .orderBy(asc(table.seq));
  return rows as SyncRow[];
}

/**
 * The latest sequence value of the scope's rows, deleted ones included: every change stamps a row
 * with the next value, so the pages of a scope stay the same until this moves. With `school`, in the
 * same round trip, whether that school exists at all.
 */
export async function latestChange(
  db: Db,
  entities: SyncEntity[],
  school?: string,
): Promise<{ latest: number; schoolExists: boolean }> {
  const latest = entities.map(
    (entity) => sql`(select max(${entity.table.seq}) from ${entity.table} where ${scoped(entity)})`,
  );
  const exists =
    school === undefined
      ? sql`true`
      : sql`exists (select 1 from ${schools} where ${schools._id} = ${school})`;
  const [row] = await rowsOf<{ latest: string | null; school_exists: boolean }>(
    db,
    sql`select greatest(${sql.join(latest, sql`, `)})::text as latest, ${exists} as school_exists`,
  );
  return { latest: Number(row?.latest ?? 0), schoolExists: row?.school_exists === true };
}
