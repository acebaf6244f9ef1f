/**
 * A programme-scale database for the server benchmark (`npm run seed:scale`): schools, their classes,
 * teachers and pupils, devices, class and subject masters and a content catalogue, each row as the app
 * writes it (UUIDv7 ids, version 1, `seq` from the sync sequence, unique keys respected). Set-based SQL
 * (`insert … select … from generate_series`) builds a million pupils in minutes, even on the embedded
 * database.
 */
import { sql } from 'drizzle-orm';
import { newId } from '../../src/domain/ids';
import { SCHOOL_TALLIED, tableOf } from '../../src/domain/sync/entity-registry';
import { hashPassword } from '../auth/passwords';
import { SYNC_LOCK } from '../db/synced-table';
import type { Db } from '../db/connection';
import * as schema from '../db/schema';
import { BOYS, FATHERS, GIRLS, SURNAMES } from './names';
import { SEED_BASE } from './clock';

export interface ScalePlan {
  schools: number;
  /** Classes per school: grades 1 to 10, sections A and B. */
  classesPerSchool: number;
  pupilsPerClass: number;
  teachersPerSchool: number;
  devices: number;
  contents: number;
}

/** The issue's programme: 2,000 schools, 1,000,000 pupils, 50,000 teachers, 5,000 devices and contents. */
export const PROGRAMME_SCALE: ScalePlan = {
  schools: 2_000,
  classesPerSchool: 20,
  pupilsPerClass: 25,
  teachersPerSchool: 25,
  devices: 5_000,
  contents: 5_000,
};

export const SCALE_ADMIN = { email: 'admin@scale.test', password: 'Scale@2026' };

/** The grades the class form allows. */
const GRADES = 7;
const SECTIONS = ['A', 'B', 'C', 'D'];
const CHAPTERS = 50;
const MASTER_SUBJECTS = ['Marathi', 'Hindi', 'English', 'Mathematics', 'Science', 'Social Studies'];

/** A literal text array of these words, for picking by index in SQL. */
const words = (list: readonly string[]) =>
  `array[${list.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** `array[…][1 + n mod length]`: the word at a row number. */
const pick = (list: readonly string[], n: string) => `(${words(list)})[1 + (${n}) % ${list.length}]`;

/**
 * A UUIDv7 made in SQL: the millisecond time `ms`, then a tag naming the table and the row number, so
 * ids are unique across every table and time-ordered within one.
 */
function uuid7(ms: string, tag: number, n: string): string {
  const time = `lpad(to_hex(${ms}), 12, '0')`;
  const tagHex = tag.toString(16).padStart(3, '0');
  return `(substr(${time}, 1, 8) || '-' || substr(${time}, 9, 4) || '-7${tagHex}-8000-' || lpad(to_hex(${n}), 12, '0'))`;
}

/** The Luhn check digit of a text of 14 digits (an IMEI's last digit), in SQL. */
const luhnDigit = (body: string) => `(select ((10 - sum(case when i % 2 = 0
    then (substr(${body}, i, 1)::int * 2) / 10 + (substr(${body}, i, 1)::int * 2) % 10
    else substr(${body}, i, 1)::int end) % 10) % 10)::text from generate_series(1, 14) i)`;

/** Milliseconds since 1970 of the seed's base moment, plus an offset in ms. */
const at = (offsetMs: string) => `(${SEED_BASE.getTime()}::bigint + ${offsetMs})`;
const time = (ms: string) => `to_timestamp((${ms})::double precision / 1000)`;

const schoolId = (n: string) => uuid7(at(`(${n}) * 1000`), 1, n);
const classId = (n: string) => uuid7(at(`(${n}) * 10`), 2, n);
const masterClassId = (grade: string) => uuid7(at(`(${grade})`), 5, grade);
const masterSubjectId = (n: string) => uuid7(at(`(${n})`), 6, n);

/** The statements, in order: each school's rows are written together, so their `seq` values cluster. */
function statements(plan: ScalePlan): string[] {
  const sectionsPerGrade = Math.ceil(plan.classesPerSchool / GRADES);
  if (sectionsPerGrade > SECTIONS.length) {
    throw new Error(`classesPerSchool must be at most ${GRADES * SECTIONS.length}`);
  }
  const classes = plan.schools * plan.classesPerSchool;
  const masterSubjects = GRADES * MASTER_SUBJECTS.length;
  // The class of row c (0-based): school c / classesPerSchool, grade and section from c's place in it.
  const gradeOf = (c: string) => `(1 + ((${c}) % ${plan.classesPerSchool}) / ${sectionsPerGrade})`;
  const sectionOf = (c: string) =>
    `(${words(SECTIONS)})[1 + ((${c}) % ${plan.classesPerSchool}) % ${sectionsPerGrade}]`;
  // Wide enough for the class's last pupil: `lpad` cuts a longer text, so 100 would repeat 10.
  const rollDigits = Math.max(2, String(plan.pupilsPerClass).length);
  return [
    `insert into master_classes (id, created_at, updated_at, class_name, grade)
     select ${masterClassId('g')}, ${time(at('g'))}, ${time(at('g'))}, 'Class ' || g, g
     from generate_series(1, ${GRADES}) g`,
    `insert into master_subjects (id, created_at, updated_at, subject_name, subject_master_class_id)
     select ${masterSubjectId('m')}, ${time(at('m'))}, ${time(at('m'))},
       ${pick(MASTER_SUBJECTS, 'm')}, ${masterClassId(`1 + m / ${MASTER_SUBJECTS.length}`)}
     from generate_series(0, ${masterSubjects - 1}) m`,
    `insert into schools (id, created_at, updated_at, school_name, email, phone_number, contact, status,
       street, locality, city, state, pincode, principal_name, principal_email, principal_contact)
     select ${schoolId('s')}, ${time(at('s * 1000'))}, ${time(at('s * 1000'))},
       'ZP School ' || ${pick(SURNAMES, 's')} || ' ' || lpad(s::text, 4, '0'),
       'school' || s || '@scale.test', '9' || lpad(s::text, 9, '0'), ${pick(BOYS, 's')} || ' ' || ${pick(SURNAMES, 's / 7')},
       case when s % 20 = 19 then 'inactive' else 'active' end,
       'Main Road ' || (s % 90 + 1), 'Ward ' || (s % 12 + 1), 'Taluka ' || (s % 350 + 1), 'Maharashtra',
       (410000 + s % 9000)::text, ${pick(GIRLS, 's')} || ' ' || ${pick(SURNAMES, 's / 3')},
       'principal' || s || '@scale.test', '8' || lpad(s::text, 9, '0')
     from generate_series(0, ${plan.schools - 1}) s`,
    `insert into teachers (id, created_at, updated_at, teacher_id, teacher_name, email, phone_number, department, school_id)
     select ${uuid7(at('t * 20'), 3, 't')}, ${time(at('t * 20'))}, ${time(at('t * 20'))},
       'T' || lpad((t % ${plan.teachersPerSchool} + 1)::text, 3, '0'),
       ${pick([...BOYS, ...GIRLS], 't')} || ' ' || ${pick(SURNAMES, 't / 5')},
       'teacher' || t || '@scale.test', '7' || lpad(t::text, 9, '0'), ${pick(MASTER_SUBJECTS, 't')},
       ${schoolId(`t / ${plan.teachersPerSchool}`)}
     from generate_series(0, ${plan.schools * plan.teachersPerSchool - 1}) t`,
    `insert into classes (id, created_at, updated_at, class_name, grade, section, school_id, schedule, class_teacher_id)
     select ${classId('c')}, ${time(at('c * 10'))}, ${time(at('c * 10'))},
       'Class ' || ${gradeOf('c')} || ${sectionOf('c')}, ${gradeOf('c')}, ${sectionOf('c')},
       ${schoolId(`c / ${plan.classesPerSchool}`)}, 'Mon-Fri 10:00-16:30, Sat 07:30-11:30',
       ${uuid7(at(`(c / ${plan.classesPerSchool} * ${plan.teachersPerSchool} + c % ${plan.classesPerSchool}) * 20`), 3, `c / ${plan.classesPerSchool} * ${plan.teachersPerSchool} + c % ${plan.classesPerSchool}`)}
     from generate_series(0, ${classes - 1}) c`,
    // Pupil p is the (p mod pupilsPerClass + 1)-th of class p / pupilsPerClass; its roll number such as 5A01
    // (5A001 in classes of 100 pupils or more).
    `insert into students (id, created_at, updated_at, student_name, email, roll_number, class_id, status, school_id)
     select ${uuid7(at('p'), 4, 'p')}, ${time(at('p'))}, ${time(at('p'))},
       ${pick([...BOYS, ...GIRLS], 'p * 7919')} || ' ' || ${pick(FATHERS, 'p * 104729')} || ' ' || ${pick(SURNAMES, 'p * 1299709')},
       'pupil' || p || '@scale.test',
       ${gradeOf('c')} || ${sectionOf('c')} || lpad((p % ${plan.pupilsPerClass} + 1)::text, ${rollDigits}, '0'),
       ${classId('c')}, p % 33 <> 32, ${schoolId(`c / ${plan.classesPerSchool}`)}
     from generate_series(0::bigint, ${classes * plan.pupilsPerClass - 1}) p,
       lateral (select p / ${plan.pupilsPerClass} as c) class`,
    `insert into devices (id, created_at, updated_at, device_name, api_token, school_id, imei_number)
     select ${uuid7(at('d * 100'), 7, 'd')}, ${time(at('d * 100'))}, ${time(at('d * 100'))},
       'Meta Quest 3 - ' || lpad(d::text, 5, '0'), 'vr_' || md5('device' || d),
       ${schoolId(`d % ${plan.schools}`)}, '35' || lpad(d::text, 12, '0') || ${luhnDigit(`'35' || lpad(d::text, 12, '0')`)}
     from generate_series(0, ${plan.devices - 1}) d`,
    `insert into contents (id, created_at, updated_at, content_type, class_id, subject_id, chapter_number,
       chapter_title, video_link, status)
     select ${uuid7(at('k * 100'), 8, 'k')}, ${time(at('k * 100'))}, ${time(at('k * 100'))},
       case when k % 5 = 0 then 'vr' else 'video' end,
       ${masterClassId(`1 + (k % ${masterSubjects}) / ${MASTER_SUBJECTS.length}`)}, ${masterSubjectId(`k % ${masterSubjects}`)},
       1 + (k / ${masterSubjects}) % ${CHAPTERS}, 'Chapter ' || (1 + (k / ${masterSubjects}) % ${CHAPTERS}), '/media/scale/' || k || '.mp4',
       case when k % 10 = 0 then 'draft' else 'published' end
     from generate_series(0, ${plan.contents - 1}) k`,
  ];
}

/** The tables whose triggers keep the school counts: the registry's tallied entities. */
const TALLIED_TABLES = SCHOOL_TALLIED.map(tableOf);

async function tallyTriggers(db: Db, change: 'enable' | 'disable') {
  for (const table of TALLIED_TABLES)
    await db.execute(sql.raw(`alter table ${table} ${change} trigger user`));
}

export interface ScaleSeedReport {
  seeded: boolean;
  /** Seconds each table took, in the order written. */
  timings: Array<{ table: string; seconds: number }>;
}

/** Seeds the plan into an empty database (no users yet) in one transaction, with its super administrator. */
export async function seedScale(db: Db, plan: ScalePlan = PROGRAMME_SCALE): Promise<ScaleSeedReport> {
  const passwordHash = await hashPassword(SCALE_ADMIN.password);
  const report = await db.transaction(async (tx): Promise<ScaleSeedReport> => {
    // As the demo seed: the sync lock keeps every later write's sequence values above the seeded rows'.
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    if ((await tx.select({ id: schema.users._id }).from(schema.users).limit(1)).length > 0) {
      return { seeded: false, timings: [] };
    }
    const timings: ScaleSeedReport['timings'] = [];
    // The school counts' triggers would sum each statement's rows (a million pupils in one): off while
    // loading, the counts made once at the end (migration 0008).
    await tallyTriggers(tx, 'disable');
    for (const statement of statements(plan)) {
      const start = performance.now();
      await tx.execute(sql.raw(statement));
      const table = /insert into (\w+)/.exec(statement)?.[1] ?? '?';
      timings.push({ table, seconds: (performance.now() - start) / 1000 });
    }
    await tallyTriggers(tx, 'enable');
    const start = performance.now();
    await tx.execute(sql`select school_tallies_recount()`);
    timings.push({ table: 'school_tallies', seconds: (performance.now() - start) / 1000 });
    await tx.insert(schema.users).values({
      _id: newId(),
      email: SCALE_ADMIN.email,
      name: 'Scale Administrator',
      role: 'super_admin',
      isVerified: true,
      passwordHash,
    });
    return { seeded: true, timings };
  });
  // Statistics and visibility maps (index-only counts), as autovacuum would make them a while later.
  if (report.seeded) await db.execute(sql`vacuum analyze`);
  return report;
}
