import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SchoolStatus } from '../../../src/domain/schools/school';
import type { Db } from '../../db/connection';
import { schoolTallies, schools } from '../../db/schema';
import { schoolRows } from '../../kit/record-write';
import { containing, searchOver } from '../../kit/synced-repository';
import type { SchoolRow, SchoolTally } from './school-view';

export { schoolRows };

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

const matching = (column: PgColumn, text: string | undefined) =>
  text ? ilike(column, containing(text)) : undefined;

const SEARCHED = [
  schools.school_name,
  schools.city,
  schools.state,
  schools.locality,
  schools.principal_name,
  schools.email,
];

function whereOf(filter: SchoolFilter): SQL | undefined {
  return and(
    filter.schoolId === undefined ? undefined : eq(schools._id, filter.schoolId),
    filter.status ? eq(schools.status, filter.status) : undefined,
    searchOver(SEARCHED, filter.search),
    matching(schools.city, filter.city),
    matching(schools.state, filter.state),
    matching(schools.locality, filter.locality),
    matching(schools.pincode, filter.pincode),
    matching(schools.principal_name, filter.principal_name),
  );
}

/** Every school matching `filter`, by name. */
export async function findSchools(db: Db, filter: SchoolFilter) {
  return schoolRows.list(db, { where: whereOf(filter), orderBy: [schools.school_name] });
}

/**
 * One page of the schools matching `filter`, each with its row of `school_tallies`, and how many match:
 * one statement (a page past the end counts them apart).
 */
export async function findSchoolsPage(
  db: Db,
  filter: SchoolFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: Array<{ school: SchoolRow; tally: SchoolTally | null }> }> {
  const where = schoolRows.live(whereOf(filter));
  const pageIds = db
    .select({ id: schools._id })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.school_name), asc(schools._id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .select({
      school: schools,
      tally: schoolTallies,
      total: sql<number>`(select count(*)::int from ${schools} where ${where})`,
    })
    .from(schools)
    .leftJoin(schoolTallies, eq(schoolTallies.schoolId, schools._id))
    .where(inArray(schools._id, pageIds))
    .orderBy(asc(schools.school_name), asc(schools._id));
  const total = rows[0]?.total ?? (page.offset > 0 ? await countSchools(db, filter) : 0);
  return { total, rows: rows.map(({ school, tally }) => ({ school, tally })) };
}

export async function countSchools(db: Db, filter: SchoolFilter): Promise<number> {
  return schoolRows.count(db, whereOf(filter));
}

export async function countSchoolsByStatus(db: Db, schoolId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: schools.status, count: sql<number>`count(*)::int` })
    .from(schools)
    .where(schoolRows.live(whereOf({ schoolId })))
    .groupBy(schools.status);
  return new Map(rows.map((row) => [row.status, row.count]));
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
  return db.select().from(schools).where(inArray(schools._id, ids)).orderBy(schools._id).for('update');
}
