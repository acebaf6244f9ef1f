/** A school's counts (migration 0008's triggers) follow its records as they arrive, leave, move and come back. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { getJson } from './helpers/api-app';
import { other, school, setupSchoolRecordsApp, t } from './helpers/school-records-app';

const { send, created } = setupSchoolRecordsApp('students');

const studentsOf = async (schoolId: string) =>
  (await getJson<{ data: School }>(`/api/schools/${schoolId}`)).data.totalStudentsCount;

/** What the triggers kept beside what the tables hold, for every school. */
async function keptAndCounted() {
  const { rows } = (await t.app.db.execute(sql`
    select s.id,
      coalesce(k.students, 0) as kept_students,
      (select count(*)::int from students x where x.school_id = s.id and x.deleted_at is null and x.left_year is null) as students,
      coalesce(k.teachers, 0) as kept_teachers,
      (select count(*)::int from teachers x where x.school_id = s.id and x.deleted_at is null) as teachers,
      coalesce(k.classes, 0) as kept_classes,
      (select count(*)::int from classes x where x.school_id = s.id and x.deleted_at is null) as classes,
      coalesce(k.subjects, 0) as kept_subjects,
      (select count(*)::int from subjects x where x.school_id = s.id and x.deleted_at is null) as subjects
    from schools s left join school_tallies k on k.school_id = s.id`)) as {
    rows: Array<Record<string, number>>;
  };
  return rows.map((row) => ({
    kept: [row.kept_students, row.kept_teachers, row.kept_classes, row.kept_subjects].map(Number),
    counted: [row.students, row.teachers, row.classes, row.subjects].map(Number),
  }));
}

describe('school_tallies', () => {
  it('starts from the seeded records', async () => {
    const schools = await keptAndCounted();
    expect(schools.some(({ counted }) => counted[0]! > 0)).toBe(true);
    for (const { kept, counted } of schools) expect(kept).toEqual(counted);
  });

  it('counts a pupil added and deleted through the API', async () => {
    const before = await studentsOf(school._id);
    const first = await created();
    await created();
    expect(await studentsOf(school._id)).toBe(before + 2);
    expect((await send('DELETE', `/api/students/${first._id}`)).statusCode).toBe(200);
    expect(await studentsOf(school._id)).toBe(before + 1);
  });

  it('follows a record that moves school, is deleted, restored or removed for good', async () => {
    const pupil = await created();
    await t.app.db.execute(sql`update students set school_id = ${other._id} where id = ${pupil._id}`);
    await t.app.db.execute(sql`update students set student_name = 'Renamed' where id = ${pupil._id}`);
    await t.app.db.execute(sql`update students set deleted_at = now() where id = ${pupil._id}`);
    await t.app.db.execute(sql`update students set deleted_at = null where id = ${pupil._id}`);
    await t.app.db.execute(sql`update teachers set deleted_at = now() where school_id = ${school._id}`);
    await t.app.db.execute(sql`delete from subjects where school_id = ${other._id}`);
    for (const { kept, counted } of await keptAndCounted()) expect(kept).toEqual(counted);
  });
});
