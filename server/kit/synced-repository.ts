/**
 * One repository for any synced table (every record has `_id`, `version`, times, a soft-delete
 * tombstone and a sync sequence): the SQL every area repeated, written once.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { schools } from '../db/schema';
import { BULK_CHUNK, chunked } from '../db/chunks';
import type { SyncedTable } from '../db/synced-table';

export type RecordTable = SyncedTable & { version: PgColumn; updatedAt: PgColumn; deletedAt: PgColumn };

export interface ListOptions {
  where?: SQL;
  /** Sort columns, ascending; `_id` is added last so pages never overlap. */
  orderBy: PgColumn[];
  page?: { offset: number; limit: number };
}

export interface SyncedRepository<Row, NewRow> {
  /** A record by id; deleted ones too when asked; `forUpdate` locks it until the write commits. */
  find(
    db: Db,
    id: string,
    options?: { withDeleted?: boolean; forUpdate?: boolean },
  ): Promise<Row | undefined>;
  /** Records with these ids, deleted ones included. */
  findByIds(db: Db, ids: string[]): Promise<Row[]>;
  /** Inserts unless the id is taken; undefined then. */
  insert(db: Db, values: NewRow): Promise<Row | undefined>;
  /** Inserts every row, a chunk per statement. */
  insertMany(db: Db, values: NewRow[]): Promise<Row[]>;
  /** Changes a live record, counting its version. */
  update(db: Db, id: string, values: Partial<NewRow>): Promise<Row | undefined>;
  softDelete(db: Db, id: string): Promise<Row | undefined>;
  /** Live records matching `where`, in order, one page of them when given. */
  list(db: Db, options: ListOptions): Promise<Row[]>;
  count(db: Db, where?: SQL): Promise<number>;
  /** Only live records, and those matching `where`. */
  live(where?: SQL): SQL | undefined;
}

export function syncedRepository<T extends RecordTable>(
  table: T,
): SyncedRepository<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  // drizzle cannot resolve the columns of a generic table: the queries see any synced table, the
  // answers are typed by `T`.
  const any: RecordTable = table;
  const live = (where?: SQL) => and(isNull(any.deletedAt), where);
  const changed = (values: object, now = new Date()) => ({
    ...values,
    updatedAt: now,
    version: sql`${any.version} + 1`,
  });

  return {
    async find(db, id, options = {}) {
      const query = db
        .select()
        .from(any)
        .where(and(eq(any._id, id), options.withDeleted ? undefined : isNull(any.deletedAt)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findByIds(db, ids) {
      if (ids.length === 0) return [];
      return await db.select().from(any).where(inArray(any._id, ids));
    },
    async insert(db, values) {
      const [row] = await db
        .insert(any)
        .values(values as never)
        .onConflictDoNothing({ target: any._id })
        .returning();
      return row;
    },
    async insertMany(db, values) {
      const rows: Row[] = [];
      for (const chunk of chunked(values, BULK_CHUNK)) {
        rows.push(
          ...((await db
            .insert(any)
            .values(chunk as never)
            .returning()) as Row[]),
        );
      }
      return rows;
    },
    async update(db, id, values) {
      const [row] = await db
        .update(any)
        .set(changed(values) as never)
        .where(live(eq(any._id, id)))
        .returning();
      return row;
    },
    async softDelete(db, id) {
      const now = new Date();
      const [row] = await db
        .update(any)
        .set(changed({ deletedAt: now }, now) as never)
        .where(live(eq(any._id, id)))
        .returning();
      return row;
    },
    async list(db, { where, orderBy, page }) {
      const query = db
        .select()
        .from(any)
        .where(live(where))
        .orderBy(...[...orderBy, any._id].map((column) => asc(column)));
      return page ? await query.limit(page.limit).offset(page.offset) : await query;
    },
    async count(db, where) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(any)
        .where(live(where));
      return row?.count ?? 0;
    },
    live,
  };
}

/** `%text%` for ILIKE, with the pattern characters escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The text in any of the columns, case-insensitive; no condition without a text. */
export function searchOver(columns: readonly PgColumn[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Records of one school, or of every live school. */
export function ofSchool(schoolColumn: PgColumn, schoolId: string | undefined): SQL {
  return schoolId === undefined
    ? sql`${schoolColumn} in (select ${schools._id} from ${schools} where ${schools.deletedAt} is null)`
    : eq(schoolColumn, schoolId);
}
