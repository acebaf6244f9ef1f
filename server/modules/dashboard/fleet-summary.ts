/**
 * The dashboard's fleet figures, in three statements whatever the fleet's size: the live headsets
 * counted by their last check-in, the minutes played per school over the last 7 days (the plays' time
 * index), and the schools none of whose headsets checked in within those 7 days.
 */
import { and, count, desc, eq, gte, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { FleetSummary } from '../../../src/domain/headsets/headset';
import type { Db } from '../../db/connection';
import { devices, plays, schools } from '../../db/schema';

export const FLEET_WINDOW_DAYS = 7;
export const TOP_PLAYING_SCHOOLS = 10;
export const UNSEEN_SCHOOLS_LISTED = 50;

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function headsetCounts(db: Db, since: Date) {
  const seen = sql`${devices.last_seen_at} >= ${since}`;
  const [row] = await db
    .select({
      headsets: sql<number>`count(*)`.mapWith(Number),
      seen_7d: counted(seen),
      out_of_date: counted(sql`${seen} and ${devices.lessons_status} is distinct from 'up_to_date'`),
      never_seen: counted(sql`${devices.last_seen_at} is null`),
    })
    .from(devices)
    .where(isNull(devices.deletedAt));
  return row ?? { headsets: 0, seen_7d: 0, out_of_date: 0, never_seen: 0 };
}

async function minutesBySchool(db: Db, since: Date): Promise<FleetSummary['minutes_by_school']> {
  const seconds = sql<number>`sum(${plays.durationS})`.mapWith(Number);
  const rows = await db
    .select({ school_id: schools._id, school_name: schools.school_name, seconds })
    .from(plays)
    .innerJoin(schools, eq(schools._id, plays.schoolId))
    .where(and(gte(plays.startedAt, since), isNull(schools.deletedAt)))
    .groupBy(schools._id, schools.school_name)
    .orderBy(desc(seconds), schools.school_name, schools._id)
    .limit(TOP_PLAYING_SCHOOLS);
  return rows.map(({ seconds: played, ...school }) => ({ ...school, minutes: Math.round(played / 60) }));
}

/** A field officer's visit list: never seen first, then the longest unheard-of. */
async function unseenSchools(db: Db, since: Date): Promise<FleetSummary['unseen_schools']> {
  const lastSeen = max(devices.last_seen_at);
  const rows = await db
    .select({
      school_id: schools._id,
      school_name: schools.school_name,
      headsets: count(),
      last_seen_at: lastSeen,
    })
    .from(devices)
    .innerJoin(schools, eq(schools._id, devices.school_id))
    .where(and(isNull(devices.deletedAt), isNull(schools.deletedAt)))
    .groupBy(schools._id, schools.school_name)
    .having(or(isNull(lastSeen), lt(lastSeen, since)))
    .orderBy(sql`${lastSeen} nulls first`, schools.school_name, schools._id)
    .limit(UNSEEN_SCHOOLS_LISTED);
  return rows.map((row) => ({ ...row, last_seen_at: row.last_seen_at?.toISOString() ?? null }));
}

export async function fleetSummary(db: Db, now: Date): Promise<FleetSummary> {
  const since = new Date(now.getTime() - FLEET_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return {
    ...(await headsetCounts(db, since)),
    minutes_by_school: await minutesBySchool(db, since),
    unseen_schools: await unseenSchools(db, since),
  };
}
