import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { openDatabase, type Database, type Db } from '../../server/db/connection';
import * as schema from '../../server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../server/seed/seed';
import { SEED_BASE } from '../../server/seed/clock';
import { EmailSchema } from '../../src/domain/auth/auth-schemas';

const NAME = /^[A-Za-z]+( [A-Za-z]+)*$/;
const MOBILE = /^[6-9]\d{9}$/;
const PINCODE = /^[1-9]\d{5}$/;
const ROLL_NUMBER = /^[A-Z0-9]{2,20}$/;
const TEACHER_CODE = /^[A-Z0-9]{3,20}$/;
const SCENES = [
  ...Array.from({ length: 10 }, (_, i) => `Scene ${i + 1}`),
  'Shivaji Maharaj BookReading Scene',
  'RajyabhishekSohalha',
];

function isEmail(email: string): boolean {
  const parsed = v.safeParse(EmailSchema, email);
  return email.length <= 100 && parsed.success && parsed.output === email;
}

const isName = (name: string): boolean => NAME.test(name) && name.length >= 2 && name.length <= 100;
const between = (text: string, min: number, max: number): boolean => text.length >= min && text.length <= max;

async function snapshot(db: Db) {
  const [
    users,
    schools,
    masterClasses,
    masterSubjects,
    teachers,
    classes,
    subjects,
    students,
    books,
    devices,
    contents,
    bookings,
    uploads,
  ] = await Promise.all([
    db.select().from(schema.users),
    db.select().from(schema.schools),
    db.select().from(schema.masterClasses),
    db.select().from(schema.masterSubjects),
    db.select().from(schema.teachers),
    db.select().from(schema.classes),
    db.select().from(schema.subjects),
    db.select().from(schema.students),
    db.select().from(schema.books),
    db.select().from(schema.devices),
    db.select().from(schema.contents),
    db.select().from(schema.bookings),
    db.select().from(schema.uploads),
  ]);
  return {
    users,
    schools,
    masterClasses,
    masterSubjects,
    teachers,
    classes,
    subjects,
    students,
    books,
    devices,
    contents,
    bookings,
    uploads,
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const countsOf = (data: Snapshot) =>
  Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length]));

/** What a person sees, without the ids, which are fresh on every run. */
function visibleNames(data: Snapshot): string[] {
  const schoolNames = new Map(data.schools.map((s) => [s._id, s.school_name]));
  return [
    ...data.schools.map((s) => `${s.school_name} ${s.principal_name} ${s.phone_number} ${s.pincode}`),
    ...data.teachers.map(
      (t) => `${schoolNames.get(t.school_id)} ${t.teacher_id} ${t.teacher_name} ${t.phone_number}`,
    ),
    ...data.students.map(
      (s) => `${schoolNames.get(s.school_id)} ${s.roll_number} ${s.student_name} ${s.email}`,
    ),
    ...data.devices.map((d) => `${d.device_name} ${d.api_token} ${d.imei_number}`),
    ...data.contents.map((c) => `${c.chapter_title} ${c.createdAt.toISOString()}`),
  ].sort();
}

describe('seedDemoData', () => {
  let database: Database;
  let twin: Database;
  let data: Snapshot;
  let seconds: number;

  beforeAll(async () => {
    [database, twin] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://' }),
    ]);
    const started = performance.now();
    expect(await seedDemoData(database.db)).toEqual({ seeded: true });
    seconds = (performance.now() - started) / 1000;
    expect(await seedDemoData(twin.db)).toEqual({ seeded: true });
    data = await snapshot(database.db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([database?.close(), twin?.close()]);
  });

  it('seeds every table within the demo ranges in a few seconds', () => {
    expect(seconds).toBeLessThan(15);
    expect(data.users).toHaveLength(2);
    expect(data.schools).toHaveLength(6);
    expect(data.masterClasses.map((c) => [c.class_name, c.grade]).sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((grade) => [`Class ${grade}`, grade]),
    );
    expect(data.devices).toHaveLength(10);
    expect(data.contents.length).toBeGreaterThanOrEqual(20);
    expect(data.bookings.length).toBeGreaterThanOrEqual(2);
    for (const school of data.schools) {
      const own = <T extends { school_id: string | null }>(rows: T[]) =>
        rows.filter((r) => r.school_id === school._id);
      expect(own(data.teachers).length).toBeGreaterThanOrEqual(5);
      expect(own(data.teachers).length).toBeLessThanOrEqual(12);
      expect(own(data.classes).length).toBeGreaterThanOrEqual(7);
      expect(own(data.subjects).length).toBeGreaterThan(0);
      expect(own(data.books).length).toBeGreaterThan(0);
    }
  });

  it('creates both demo sign-ins with their roles and the shared password', async () => {
    const firstSchool = [...data.schools].sort((a, b) => a.school_name.localeCompare(b.school_name))[0]!;
    const oldest = [...data.schools].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]!;
    expect(oldest._id).toBe(firstSchool._id);
    const superAdmin = data.users.find((u) => u.email === DEMO_USERS.superAdmin)!;
    const schoolAdmin = data.users.find((u) => u.email === DEMO_USERS.schoolAdmin)!;
    expect(superAdmin).toMatchObject({ role: 'super_admin', isVerified: true, schoolId: null });
    expect(schoolAdmin).toMatchObject({ role: 'school_admin', isVerified: true, schoolId: firstSchool._id });
    for (const user of [superAdmin, schoolAdmin]) {
      expect(isName(user.name!)).toBe(true);
      expect(user.email).toBe(user.email.toLowerCase());
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
    expect(superAdmin.passwordHash).toBe(schoolAdmin.passwordHash);
  });

  it('gives every school a complete Maharashtra address that passes the school form', () => {
    expect(data.schools.filter((s) => s.status === 'inactive')).toHaveLength(1);
    expect(data.schools.filter((s) => s.status === 'active')).toHaveLength(5);
    for (const school of data.schools) {
      expect(school.state).toBe('Maharashtra');
      expect(
        between(school.school_name, 2, 100) &&
          between(school.street, 3, 200) &&
          between(school.locality, 3, 200),
      ).toBe(true);
      expect(between(school.city, 2, 100) && isName(school.contact) && isName(school.principal_name)).toBe(
        true,
      );
      expect(school.pincode).toMatch(PINCODE);
      expect(school.phone_number).toMatch(MOBILE);
      expect(school.principal_contact).toMatch(MOBILE);
      expect(isEmail(school.email) && isEmail(school.principal_email)).toBe(true);
    }
  });

  it('staffs every class with a teacher of its own school', () => {
    const teachers = new Map(data.teachers.map((t) => [t._id, t]));
    for (const teacher of data.teachers) {
      expect(teacher.teacher_id).toMatch(TEACHER_CODE);
      expect(isName(teacher.teacher_name) && isEmail(teacher.email)).toBe(true);
      expect(teacher.phone_number).toMatch(MOBILE);
      expect(['active', 'inactive']).toContain(teacher.status);
    }
    expect(data.teachers.filter((t) => t.status === 'active').length / data.teachers.length).toBeGreaterThan(
      0.9,
    );
    for (const row of data.classes) {
      expect(row.class_name).toBe(`Class ${row.grade}`);
      expect(['A', 'B', 'C', 'D']).toContain(row.section);
      expect(row.subject_count).toBeGreaterThanOrEqual(1);
      expect(row.subject_count).toBeLessThanOrEqual(12);
      expect(teachers.get(row.class_teacher_id!)?.school_id).toBe(row.school_id);
    }
    for (const school of data.schools) {
      const grades = data.classes
        .filter((c) => c.school_id === school._id && c.section === 'A')
        .map((c) => c.grade);
      expect(grades.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it('fills every class with 20 to 40 pupils who pass the student form', () => {
    const classes = new Map(data.classes.map((c) => [c._id, c]));
    const perClass = new Map<string, string[]>();
    for (const student of data.students) {
      expect(isName(student.student_name)).toBe(true);
      expect(isEmail(student.email)).toBe(true);
      expect(student.roll_number).toMatch(ROLL_NUMBER);
      expect(classes.get(student.class_id)?.school_id).toBe(student.school_id);
      perClass.set(student.class_id, [...(perClass.get(student.class_id) ?? []), student.roll_number]);
    }
    expect(perClass.size).toBe(data.classes.length);
    for (const rolls of perClass.values()) {
      expect(rolls.length).toBeGreaterThanOrEqual(20);
      expect(rolls.length).toBeLessThanOrEqual(40);
      expect(new Set(rolls).size).toBe(rolls.length);
    }
    expect(new Set(data.students.map((s) => s.email)).size).toBe(data.students.length);
    const active = data.students.filter((s) => s.status).length;
    expect(active / data.students.length).toBeGreaterThan(0.9);
    expect(active).toBeLessThan(data.students.length);
  });

  it('keeps subjects and books within their rules', () => {
    for (const subject of data.subjects) {
      expect(subject.code).toMatch(/^[A-Z0-9]+$/);
      expect(subject.grade).toBeGreaterThanOrEqual(1);
      expect(subject.grade).toBeLessThanOrEqual(7);
      expect(subject.credits).toBeGreaterThanOrEqual(1);
      expect(subject.credits).toBeLessThanOrEqual(6);
      expect(['active', 'inactive']).toContain(subject.status);
    }
    for (const book of data.books) {
      expect(book.isbn).toMatch(/^97[89]\d{10}$/);
      expect(book.available).toBeGreaterThanOrEqual(0);
      expect(book.available).toBeLessThanOrEqual(book.copies);
      expect(book.grade).toBeGreaterThanOrEqual(1);
      expect(book.grade).toBeLessThanOrEqual(7);
    }
  });

  it('links most VR headsets to a school and leaves some spare', () => {
    const schoolIds = new Set(data.schools.map((s) => s._id));
    const spare = data.devices.filter((d) => d.school_id === null);
    expect(spare.length).toBeGreaterThan(0);
    expect(spare.every((d) => d.imei_number === null)).toBe(true);
    for (const device of data.devices.filter((d) => d.school_id !== null)) {
      expect(schoolIds.has(device.school_id!)).toBe(true);
      expect(device.imei_number).toMatch(/^\d{15}$/);
    }
    expect(data.devices.every((d) => d.api_token.length >= 8 && d.device_name.length > 0)).toBe(true);
    expect(data.devices.some((d) => !d.status)).toBe(true);
    expect(new Set(data.devices.map((d) => d.api_token)).size).toBe(10);
  });

  it('files every lesson under a master class and one of its subjects, as the content form requires', () => {
    const classIds = new Set(data.masterClasses.map((c) => c._id));
    const subjectClass = new Map(data.masterSubjects.map((s) => [s._id, s.subject_master_class_id]));
    const demoUploads = new Map(data.uploads.map((upload) => [upload._id, upload]));
    for (const content of data.contents) {
      expect(classIds.has(content.class)).toBe(true);
      expect(subjectClass.get(content.subject)).toBe(content.class);
      expect(content.chapter_number).toBeGreaterThanOrEqual(1);
      expect(content.chapter_number).toBeLessThanOrEqual(50);
      expect(between(content.chapter_title, 3, 100)).toBe(true);
      if (content.chapter_subtitle !== null) expect(between(content.chapter_subtitle, 5, 200)).toBe(true);
      expect(['published', 'draft']).toContain(content.status);
      if (content.content_type === 'video') {
        expect(['Nature Theme', 'Kids Theme']).toContain(content.theme);
        // A demo file kept as an upload (demo-media.test.ts plays each one).
        expect(demoUploads.get(uploadIdOfLink(content.video_link)!)?.kind).toBe('video');
      } else {
        expect(content.content_type).toBe('vr');
        expect(between(content.scene_id!, 3, 100)).toBe(true);
        if (content.scene_name !== null) expect(SCENES).toContain(content.scene_name);
        expect(content.is_experimental).toBe(content.scene_name !== null);
        if (content.audio_link !== null)
          expect(demoUploads.get(uploadIdOfLink(content.audio_link)!)?.mimeType).toBe('audio/mp4');
      }
    }
    const types = new Set(data.contents.map((c) => c.content_type));
    expect(types).toEqual(new Set(['video', 'vr']));
    expect(data.contents.some((c) => c.scene_name === 'RajyabhishekSohalha')).toBe(true);
  });

  it('gives the super administrator digital display bookings', () => {
    const superAdmin = data.users.find((u) => u.role === 'super_admin')!;
    for (const booking of data.bookings) {
      expect(booking).toMatchObject({ user: superAdmin._id, adType: 'Digital Display', mediaType: 'video' });
      expect(booking.budget).toBeGreaterThan(0);
      expect(booking.endDate.getTime()).toBeGreaterThan(booking.startDate.getTime());
    }
  });

  it('spreads creation dates over past months, from a fixed base rather than the clock', () => {
    const dates = Object.values(data)
      .flat()
      .map((row) => row.createdAt.getTime());
    const days = (Math.max(...dates) - Math.min(...dates)) / 86_400_000;
    expect(days).toBeGreaterThan(90);
    expect(Math.max(...dates)).toBeLessThanOrEqual(SEED_BASE.getTime());
    expect(data.users.every((u) => u.updatedAt.getTime() === u.createdAt.getTime())).toBe(true);
  });

  it('seeds nothing into a database that already has users', async () => {
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(countsOf(await snapshot(database.db))).toEqual(countsOf(data));
  });

  it('seeds the same names and numbers into every fresh database', async () => {
    const other = await snapshot(twin.db);
    expect(countsOf(other)).toEqual(countsOf(data));
    expect(visibleNames(other)).toEqual(visibleNames(data));
    const ids = new Set(data.schools.map((s) => s._id));
    expect(other.schools.some((s) => ids.has(s._id))).toBe(false);
  });
});
