import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SchoolStatus } from '../../../src/domain/schools/school';
import type { Db } from '../../db/connection';
import { schools } from '../../db/schema';
import type { SchoolRow } from './school-view';

export type NewSchoolRow = typeof schools.$inferInsert;

export interface SchoolFilter {
  /** Only this school (a school admin's scope). */
  schoolId?: string;
  status?: SchoolStatus;
  /** Over name, city, state, locality, principal and e-mail. */
  search?: string;
  city?: string;
  state?: string;
  locality?: string;
  pincode?: string;
  principal_name?: string;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const matching = (column: PgColumn, text: string | undefined) =>
  text ? ilike(column, contains(text)) : undefined;

function whereOf(filter: SchoolFilter): SQL | undefined {
  const search = filter.search && contains(filter.search);
  return and(
    isNull(schools.deletedAt),
    filter.schoolId === undefined ? undefined : eq(schools._id, filter.schoolId),
    filter.status ? eq(schools.status, filter.status) : undefined,
    search
      ? or(
          ilike(schools.school_name, search),
          ilike(schools.city, search),
          ilike(schools.state, search),
          ilike(schools.locality, search),
          ilike(schools.principal_name, search),
          ilike(schools.email, search),
        )
      : undefined,
    matching(schools.city, filter.city),
    matching(schools.state, filter.state),
    matching(schools.locality, filter.locality),
    matching(schools.pincode, filter.pincode),
    matching(schools.principal_name, filter.principal_name),
  );
}

export async function findSchools(db: Db, filter: SchoolFilter, page?: { offset: number; limit: number }) {
  const query = db
    .select()
    .from(schools)
    .where(whereOf(filter))
    .orderBy(asc(schools.school_name), asc(schools._id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countSchools(db: Db, filter: SchoolFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schools)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

export async function countSchoolsByStatus(db: Db, schoolId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: schools.status, count: sql<number>`count(*)::int` })
    .from(schools)
    .where(whereOf({ schoolId }))
    .groupBy(schools.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** A school by id; deleted ones too when asked; `forUpdate` locks it until the write commits. */
export async function findSchool(
  db: Db,
  id: string,
  options: { withDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<SchoolRow | undefined> {
  const query = db
    .select()
    .from(schools)
    .where(and(eq(schools._id, id), options.withDeleted ? undefined : isNull(schools.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Inserts unless the id is taken; undefined then. */
export async function insertSchool(db: Db, values: NewSchoolRow): Promise<SchoolRow | undefined> {
  const [row] = await db
    .insert(schools)
    .values(values)
    .onConflictDoNothing({ target: schools._id })
    .returning();
  return row;
}

export async function updateSchool(
  db: Db,
  id: string,
  values: Partial<NewSchoolRow>,
): Promise<SchoolRow | undefined> {
  const [row] = await db
    .update(schools)
    .set({ ...values, updatedAt: new Date(), version: sql`${schools.version} + 1` })
    .where(and(eq(schools._id, id), isNull(schools.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteSchool(db: Db, id: string): Promise<SchoolRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(schools)
    .set({ deletedAt: now, updatedAt: now, version: sql`${schools.version} + 1` })
    .where(and(eq(schools._id, id), isNull(schools.deletedAt)))
    .returning();
  return row;
}

export async function setSchoolsStatus(db: Db, ids: string[], status: SchoolStatus): Promise<SchoolRow[]> {
  return db
    .update(schools)
    .set({ status, updatedAt: new Date(), version: sql`${schools.version} + 1` })
    .where(and(inArray(schools._id, ids), isNull(schools.deletedAt)))
    .returning();
}

/** Locks the rows, so a concurrent write waits and its version check sees this one's outcome. */
export async function lockSchools(db: Db, ids: string[]): Promise<SchoolRow[]> {
  return db.select().from(schools).where(inArray(schools._id, ids)).orderBy(asc(schools._id)).for('update');
}
