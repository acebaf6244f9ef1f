/**
 * `GET /api/dashboard`: every figure counted by the database (counts with GROUP BY, a LIMIT on every
 * list), so the answer costs a few index and table scans whatever the number of pupils, never rows
 * loaded into the server.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  QUIET_DAYS,
  QUIET_SCHOOLS_LISTED,
  RECENT_ACTIVITY_LIMIT,
  TOP_SCHOOLS_LIMIT,
  type ActivityAction,
  type Dashboard,
} from '../../../src/domain/dashboard/dashboard';
import type { Db } from '../../db/connection';
import { activity, contents, devices, masterClasses, schools, students, users } from '../../db/schema';
import { fleetSummary } from './fleet-summary';

const counted = (condition = sql`true`) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const liveCount = async (db: Db, table: typeof schools | typeof devices | typeof contents) => {
  const [row] = await db.select({ n: count() }).from(table).where(isNull(table.deletedAt));
  return row?.n ?? 0;
};

/**
 * Pupils of a deleted school stay in its tables (a school's delete is a tombstone of its own): not counted;
 * nor are pupils who left their school.
 */
const liveSchoolPupils = and(
  isNull(students.deletedAt),
  isNull(students.left_year),
  isNull(schools.deletedAt),
);

async function counters(db: Db): Promise<Dashboard['counters']> {
  const [pupils] = await db
    .select({ n: count() })
    .from(students)
    .innerJoin(schools, eq(schools._id, students.school_id))
    .where(and(liveSchoolPupils, eq(students.status, true)));
  return {
    schools: await liveCount(db, schools),
    activeStudents: pupils?.n ?? 0,
    devices: await liveCount(db, devices),
    courses: await liveCount(db, contents),
  };
}

/** The devices in each state, counted by the rule `deviceState` says (src/domain/devices/device-state.ts). */
async function deviceStates(db: Db): Promise<Dashboard['devices']> {
  const noImei = sql`coalesce(trim(${devices.imei_number}), '') = ''`;
  const [row] = await db
    .select({
      inactive: counted(sql`not ${devices.status}`),
      notLinked: counted(sql`${devices.status} and ${noImei}`),
      active: counted(sql`${devices.status} and not ${noImei}`),
    })
    .from(devices)
    .where(isNull(devices.deletedAt));
  return row ?? { active: 0, inactive: 0, notLinked: 0 };
}

async function contentByType(db: Db): Promise<Dashboard['contentByType']> {
  const [row] = await db
    .select({
      video: counted(sql`${contents.content_type} = 'video'`),
      vr: counted(sql`${contents.content_type} = 'vr'`),
    })
    .from(contents)
    .where(isNull(contents.deletedAt));
  return row ?? { video: 0, vr: 0 };
}

async function quietSchools(db: Db, now: Date): Promise<Dashboard['quietSchools']> {
  const since = new Date(now.getTime() - QUIET_DAYS * 24 * 60 * 60 * 1000);
  const quiet = and(
    isNull(schools.deletedAt),
    sql`not exists (select 1 from ${activity} where ${activity.schoolId} = ${schools._id} and ${activity.at} >= ${since})`,
  );
  const [total] = await db.select({ n: count() }).from(schools).where(quiet);
  const listed = await db
    .select({ _id: schools._id, school_name: schools.school_name })
    .from(schools)
    .where(quiet)
    .orderBy(schools.school_name, schools._id)
    .limit(QUIET_SCHOOLS_LISTED);
  return { total: total?.n ?? 0, schools: listed };
}

async function recentActivity(db: Db): Promise<Dashboard['recentActivity']> {
  const rows = await db
    .select({
      id: activity.id,
      at: activity.at,
      who: sql<string | null>`coalesce(nullif(trim(${users.name}), ''), ${users.email})`,
      entity: activity.entity,
      recordId: activity.recordId,
      action: activity.action,
      label: activity.label,
      schoolId: activity.schoolId,
    })
    .from(activity)
    .leftJoin(users, eq(users._id, activity.userId))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), action: row.action as ActivityAction }));
}

async function pupilsPerSchool(db: Db): Promise<Dashboard['pupilsPerSchool']> {
  const pupils = count(students._id);
  return db
    .select({ _id: schools._id, school_name: schools.school_name, pupils })
    .from(students)
    .innerJoin(schools, eq(schools._id, students.school_id))
    .where(liveSchoolPupils)
    .groupBy(schools._id, schools.school_name)
    .orderBy(desc(pupils), schools.school_name, schools._id)
    .limit(TOP_SCHOOLS_LIMIT);
}

async function contentPerClass(db: Db): Promise<Dashboard['contentPerClass']> {
  return db
    .select({
      _id: masterClasses._id,
      class_name: masterClasses.class_name,
      grade: masterClasses.grade,
      contents: count(contents._id),
    })
    .from(contents)
    .innerJoin(masterClasses, eq(masterClasses._id, contents.class))
    .where(isNull(contents.deletedAt))
    .groupBy(masterClasses._id, masterClasses.class_name, masterClasses.grade)
    .orderBy(masterClasses.grade, masterClasses.class_name, masterClasses._id);
}

export async function readDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  return {
    counters: await counters(db),
    devices: await deviceStates(db),
    contentByType: await contentByType(db),
    quietSchools: await quietSchools(db, now),
    recentActivity: await recentActivity(db),
    pupilsPerSchool: await pupilsPerSchool(db),
    contentPerClass: await contentPerClass(db),
    fleet: await fleetSummary(db, now),
    countedAt: now.toISOString(),
  };
}
