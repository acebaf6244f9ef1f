import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SCHOOL_TALLIED } from '../../../src/domain/sync/entity-registry';
import type { Db } from '../../db/connection';
import * as schema from '../../db/schema';
import { ofSchool } from '../../kit/synced-repository';
import { EMPTY_TALLY, type SchoolTally } from './school-view';

type SchoolOwned = PgTable & { school_id: PgColumn; deletedAt: PgColumn };

/** The registry's entities counted in a school's statistics, each under its own name, with its table. */
const TALLIED = SCHOOL_TALLIED.map((name) => {
  const table = schema[name];
  if (!(name in EMPTY_TALLY) || !('school_id' in table))
    throw new Error(`${name} cannot be tallied per school`);
  return [name as keyof SchoolTally, table] as const;
});

async function countBySchool(
  db: Db,
  table: SchoolOwned,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ schoolId: table.school_id, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(isNull(table.deletedAt), where))
    .groupBy(table.school_id);
  return new Map(rows.map((row) => [row.schoolId as string, row.count]));
}

/** Live students, teachers, subjects and classes of each of these schools. */
export async function tallySchools(db: Db, schoolIds: string[]): Promise<Map<string, SchoolTally>> {
  const tallies = new Map(schoolIds.map((id) => [id, { ...EMPTY_TALLY }]));
  if (schoolIds.length === 0) return tallies;
  for (const [key, table] of TALLIED) {
    const counts = await countBySchool(db, table, inArray(table.school_id, schoolIds));
    for (const [schoolId, count] of counts) {
      const tally = tallies.get(schoolId);
      if (tally) tally[key] = count;
    }
  }
  return tallies;
}

/** Totals over the live schools, or over one school when `schoolId` is given. */
export async function tallyTotals(db: Db, schoolId?: string): Promise<SchoolTally> {
  const totals = { ...EMPTY_TALLY };
  for (const [key, table] of TALLIED) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(
        and(
          isNull(table.deletedAt),
          ofSchool(table.school_id, undefined),
          schoolId === undefined ? undefined : eq(table.school_id, schoolId),
        ),
      );
    totals[key] = row?.count ?? 0;
  }
  return totals;
}
