import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenericSchema } from 'valibot';
import { openDatabase, type Database } from '../../server/db/connection';
import * as schema from '../../server/db/schema';
import { seedScale, type ScalePlan } from '../../server/seed/seed-scale';
import { ClassCreateSchema } from '../../src/domain/classes/class-schema';
import { ContentCreateSchema } from '../../src/domain/contents/content-schema';
import { DeviceCreateSchema } from '../../src/domain/devices/device-schema';
import { isId } from '../../src/domain/ids';
import { SchoolCreateSchema } from '../../src/domain/schools/school-schema';
import { StudentCreateSchema } from '../../src/domain/students/student-schema';
import { TeacherCreateSchema } from '../../src/domain/teachers/teacher-schema';

const PLAN: ScalePlan = {
  schools: 3,
  classesPerSchool: 20,
  pupilsPerClass: 3,
  teachersPerSchool: 25,
  devices: 7,
  contents: 70,
};

/** The messages of the fields the app's own create form would refuse in this row. */
function refusals(formSchema: GenericSchema, row: Record<string, unknown>): string[] {
  const input = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
  const result = v.safeParse(formSchema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
}

describe('seed:scale (a small plan, same SQL)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    expect((await seedScale(database.db, PLAN)).seeded).toBe(true);
  });
  afterAll(() => database.close());

  it('writes the planned rows, then refuses a database that has users', async () => {
    const { db } = database;
    const count = async (table: typeof schema.students | typeof schema.schools | typeof schema.classes) =>
      (await db.select().from(table)).length;
    expect(await count(schema.schools)).toBe(3);
    expect(await count(schema.classes)).toBe(60);
    expect(await count(schema.students)).toBe(180);
    expect((await seedScale(db, PLAN)).seeded).toBe(false);
  });

  it("counts each school's records in school_tallies, and the triggers are on again after it", async () => {
    const { db } = database;
    const tallies = await db.select().from(schema.schoolTallies);
    expect(tallies.map(({ students, teachers, classes }) => [students, teachers, classes])).toEqual(
      Array.from({ length: 3 }, () => [60, 25, 20]),
    );
    const [pupil] = await db.select().from(schema.students).limit(1);
    await db.delete(schema.students).where(eq(schema.students._id, pupil!._id));
    const [after] = await db
      .select()
      .from(schema.schoolTallies)
      .where(eq(schema.schoolTallies.schoolId, pupil!.school_id));
    expect(after!.students).toBe(59);
  });

  it('writes every record as the app would: a UUID id, version 1, its own sequence value', async () => {
    const { db } = database;
    const tables = [
      schema.schools,
      schema.teachers,
      schema.classes,
      schema.students,
      schema.devices,
      schema.contents,
    ];
    const seqs = new Set<number>();
    let rows = 0;
    for (const table of tables) {
      for (const row of await db.select().from(table)) {
        expect(isId(row._id) && row.version === 1 && row.deletedAt === null).toBe(true);
        seqs.add(row.seq);
        rows++;
      }
    }
    expect(seqs.size).toBe(rows);
  });

  it('writes rows the create forms accept, each pointing at a record of its own school', async () => {
    const { db } = database;
    const classes = await db.select().from(schema.classes);
    const teachers = await db.select().from(schema.teachers);
    const classSchool = new Map(classes.map((row) => [row._id, row.school_id]));
    const teacherSchool = new Map(teachers.map((row) => [row._id, row.school_id]));
    const problems = [
      ...(await db.select().from(schema.schools)).flatMap((row) => refusals(SchoolCreateSchema, row)),
      ...teachers.flatMap((row) => refusals(TeacherCreateSchema, row)),
      ...classes.flatMap((row) => refusals(ClassCreateSchema, row)),
      ...(await db.select().from(schema.students)).flatMap((row) => refusals(StudentCreateSchema, row)),
      ...(await db.select().from(schema.devices)).flatMap((row) => refusals(DeviceCreateSchema, row)),
      ...(await db.select().from(schema.contents)).flatMap((row) => refusals(ContentCreateSchema, row)),
    ];
    expect([...new Set(problems)]).toEqual([]);
    for (const row of classes) expect(teacherSchool.get(row.class_teacher_id!)).toBe(row.school_id);
    for (const row of await db.select().from(schema.students))
      expect(classSchool.get(row.class_id)).toBe(row.school_id);
  });
});

describe('seed:scale (classes of over 99 pupils, as a 5,000-pupil school of 20 classes has)', () => {
  it('gives every pupil of a class of 101 a roll number of its own', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const plan = { ...PLAN, schools: 1, classesPerSchool: 2, pupilsPerClass: 101, devices: 1, contents: 1 };
      expect((await seedScale(database.db, plan)).seeded).toBe(true);
      const pupils = await database.db.select().from(schema.students);
      expect(pupils).toHaveLength(202);
      expect(pupils.map((row) => row.roll_number)).toContain('1A101');
      expect(pupils.flatMap((row) => refusals(StudentCreateSchema, row))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
