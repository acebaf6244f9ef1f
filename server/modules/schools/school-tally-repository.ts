/**
 * A school's live students, teachers, subjects and classes, as triggers keep them in `school_tallies`
 * (migration 0008): read per page of schools in one query, not counted from the tables.
 */
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SCHOOL_TALLIED } from '../../../src/domain/sync/entity-registry';
import type { Db } from '../../db/connection';
import { schoolTallies } from '../../db/schema';
import { ofSchool } from '../../kit/synced-repository';
import { EMPTY_TALLY, type SchoolTally } from './school-view';

// The triggers count these four tables: an entity the registry adds to a school's counts needs a
// column and triggers of its own (a migration).
for (const name of SCHOOL_TALLIED)
  if (!(name in EMPTY_TALLY)) throw new Error(`${name} is not kept in school_tallies`);

/** A row of `school_tallies` as a school's counts. */
export const tallyOf = (row: SchoolTally): SchoolTally => ({
  students: Number(row.students),
  teachers: Number(row.teachers),
  subjects: Number(row.subjects),
  classes: Number(row.classes),
});

/** Live students, teachers, subjects and classes of each of these schools. */
export async function tallySchools(db: Db, schoolIds: string[]): Promise<Map<string, SchoolTally>> {
  const tallies = new Map(schoolIds.map((id) => [id, { ...EMPTY_TALLY }]));
  if (schoolIds.length === 0) return tallies;
  const rows = await db.select().from(schoolTallies).where(inArray(schoolTallies.schoolId, schoolIds));
  for (const row of rows) tallies.set(row.schoolId, tallyOf(row));
  return tallies;
}

/** Totals over the live schools, or over one school when `schoolId` is given. */
export async function tallyTotals(db: Db, schoolId?: string): Promise<SchoolTally> {
  const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [row] = await db
    .select({
      students: total(schoolTallies.students),
      teachers: total(schoolTallies.teachers),
      subjects: total(schoolTallies.subjects),
      classes: total(schoolTallies.classes),
    })
    .from(schoolTallies)
    .where(ofSchool(schoolTallies.schoolId, schoolId));
  return row ? tallyOf(row) : { ...EMPTY_TALLY };
}
