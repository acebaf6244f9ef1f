/**
 * The setup of the new year's tests: the app on a clock the test moves, the super administrator, and
 * what a device would do before confirming (read the school's classes and attending pupils, plan, make
 * the request), plus a school's pupils as stored, to compare before and after.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf as rowsInDb } from '../../../server/db/rows-of';
import { afterAll, beforeAll } from 'vitest';
import type { ClassHistoryEntry } from '../../../src/domain/school-year/class-history';
import { newYearRequestOf } from '../../../src/domain/school-year/new-year-request';
import {
  planNewYear,
  withNewClassIds,
  type PlanClass,
  type PlanPupil,
  type YearChoices,
} from '../../../src/domain/school-year/year-plan';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app';
import { testApi, type Caller, type CallOptions } from './test-api';

export let t: TestApp;
export let asAdmin: Caller;
export let asSchoolAdmin: Caller;
/** The demo school administrator's school. */
export let ownSchool: string;
/** The time the app reads; a test moves it. */
export const clock = { now: new Date('2027-06-10T04:30:00Z') };

export function setupSchoolYearApp(): void {
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock.now });
    const api = testApi(t.app);
    asAdmin = api.as((await signIn(t.app, DEMO.superAdmin)).token);
    const schoolSignIn = await signIn(t.app, DEMO.schoolAdmin);
    asSchoolAdmin = api.as(schoolSignIn.token);
    ownSchool = schoolSignIn.schoolId!;
  });
  afterAll(() => t.close());
}

type Db = TestApp['app']['db'];

const rowsIn = <T>(db: Db, query: SQL) => rowsInDb<T>(db, query);
/** Rows of a query on the test's database. */
export const rowsOf = <T>(query: SQL) => rowsIn<T>(t.app.db, query);

export async function schoolIds(): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    sql`select id from schools where deleted_at is null order by school_name`,
  );
  return rows.map((row) => row.id);
}

const yearIn = async (db: Db, schoolId: string) =>
  (
    await rowsIn<{ academic_year: string }>(db, sql`select academic_year from schools where id = ${schoolId}`)
  )[0]!.academic_year;
export const yearOf = (schoolId: string) => yearIn(t.app.db, schoolId);

const classesIn = (db: Db, schoolId: string) =>
  rowsIn<PlanClass>(
    db,
    sql`select id as "_id", grade, section, class_name from classes
    where school_id = ${schoolId} and deleted_at is null order by grade, section`,
  );
export const liveClasses = (schoolId: string) => classesIn(t.app.db, schoolId);

const pupilsIn = (db: Db, schoolId: string) =>
  rowsIn<PlanPupil>(
    db,
    sql`select id as "_id", student_name, class_id, roll_number from students
    where school_id = ${schoolId} and deleted_at is null and left_year is null order by id`,
  );
export const attendingPupils = (schoolId: string) => pupilsIn(t.app.db, schoolId);

/** What the device sends after its preview of the school in `db`: the plan with an id for each class it creates. */
export async function previewIn(db: Db, schoolId: string, choices: YearChoices = {}) {
  const classes = await classesIn(db, schoolId);
  const pupils = await pupilsIn(db, schoolId);
  const plan = planNewYear({ classes, pupils, choices });
  const chosen = withNewClassIds(choices, plan, randomUUID);
  return {
    plan: planNewYear({ classes, pupils, choices: chosen }),
    body: newYearRequestOf({ fromYear: await yearIn(db, schoolId), classes, pupils, choices: chosen }),
  };
}

export const previewRequest = (schoolId: string, choices: YearChoices = {}) =>
  previewIn(t.app.db, schoolId, choices);

/** The school's year in `db`, for an undo. */
export const schoolYearIn = yearIn;

export const startYear = (caller: Caller, schoolId: string, body: unknown, options: CallOptions = {}) =>
  caller.post(`/api/schools/${schoolId}/new-year`, body, { key: randomUUID(), ...options });

export const undoYear = (caller: Caller, schoolId: string, year: string) =>
  caller.post(`/api/schools/${schoolId}/new-year/undo`, { year }, { key: randomUUID() });

export interface StoredPupil {
  id: string;
  class_id: string;
  roll_number: string;
  left_year: string | null;
  class_history: ClassHistoryEntry[];
  version: number;
}

/** Every pupil of the school as stored, by id. */
export async function storedPupils(schoolId: string): Promise<Map<string, StoredPupil>> {
  const rows =
    await rowsOf<StoredPupil>(sql`select id, class_id, roll_number, left_year, class_history, version
    from students where school_id = ${schoolId} and deleted_at is null order by id`);
  return new Map(rows.map((row) => [row.id, row]));
}

export const classesById = async (schoolId: string) =>
  new Map((await liveClasses(schoolId)).map((c) => [c._id, c]));

/** A new class of the school with one pupil in it (or none), as an administrator adds them; answers their ids. */
export async function addClassWithPupil(schoolId: string, grade: number, section: string, withPupil = true) {
  const [teacher] = await rowsOf<{ id: string }>(
    sql`select id from teachers where school_id = ${schoolId} and deleted_at is null order by id limit 1`,
  );
  const klass = await asAdmin.post('/api/classes', {
    grade,
    section,
    class_teacher_id: teacher!.id,
    schedule: 'Mon-Fri',
    subject_count: 6,
    status: 'active',
    school_id: schoolId,
  });
  if (klass.statusCode !== 201) throw new Error(klass.body);
  const classId = klass.json<{ data: { _id: string } }>().data._id;
  if (!withPupil) return { classId, pupilId: undefined, teacherId: teacher!.id };
  const pupil = await asAdmin.post('/api/students', {
    student_name: 'Meera Joshi',
    email: `meera.${grade}${section.toLowerCase()}@example.in`,
    roll_number: `${grade}${section}01`,
    class_id: classId,
    status: true,
    school_id: schoolId,
  });
  if (pupil.statusCode !== 201) throw new Error(pupil.body);
  return { classId, pupilId: pupil.json<{ data: { _id: string } }>().data._id, teacherId: teacher!.id };
}
