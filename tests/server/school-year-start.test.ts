/** Starting the new year (docs/school-year.md, "The change"): the move in one transaction, exactly once. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { seededRandom, shuffled } from '../support/random';
import {
  addClassWithPupil,
  asAdmin,
  classesById,
  clock,
  previewRequest,
  schoolIds,
  setupSchoolYearApp,
  startYear,
  rowsOf,
  storedPupils,
  yearOf,
} from './helpers/school-year-app';

setupSchoolYearApp();

interface StartAnswer {
  data: {
    school: School;
    moved: number;
    repeated: number;
    left: number;
    created_classes: string[];
    records: Array<{ entity: string; _id: string; version: number }>;
  };
}

describe('POST /api/schools/:id/new-year', () => {
  it('moves each class a grade up into the same section, the top grade leaves, repeaters stay', async () => {
    const [schoolId] = await schoolIds();
    const before = await storedPupils(schoolId!);
    const classesBefore = await classesById(schoolId!);
    const random = seededRandom('new-year repeaters');
    const repeaters = shuffled([...before.keys()], random).slice(0, 3);
    const { plan, body } = await previewRequest(schoolId!, { repeaters });
    const fromYear = body.from_year;
    const changesLogged = async () =>
      (
        await rowsOf<{ entity: string; n: number }>(sql`select entity, count(*)::int as n from activity
          where school_id = ${schoolId} and action in ('created', 'updated') group by entity order by entity`)
      ).map(({ entity, n }) => [entity, Number(n)] as const);
    const loggedBefore = new Map(await changesLogged());

    const response = await startYear(asAdmin, schoolId!, body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<StartAnswer>().data;
    expect(answer.school.academic_year).toBe(body.to_year);
    expect(answer.school.new_year_undo_until).toBe(
      new Date(clock.now.getTime() + 7 * 86_400_000).toISOString(),
    );
    expect(answer.repeated).toBe(3);
    expect(answer.left).toBe(plan.leavers.length);
    expect(answer.created_classes.sort()).toEqual(plan.created.map((c) => c._id).sort());

    const after = await storedPupils(schoolId!);
    const classesAfter = await classesById(schoolId!);
    for (const [id, was] of before) {
      const now = after.get(id)!;
      const from = classesBefore.get(was.class_id)!;
      const to = classesAfter.get(now.class_id)!;
      expect(now.version).toBe(was.version + 1);
      expect(now.class_history).toEqual([
        ...was.class_history,
        { year: fromYear, class_id: from._id, class_name: from.class_name, section: from.section },
      ]);
      if (repeaters.includes(id)) {
        expect([now.class_id, now.left_year]).toEqual([was.class_id, null]);
      } else if (from.grade === 7) {
        expect([now.class_id, now.roll_number, now.left_year]).toEqual([
          was.class_id,
          was.roll_number,
          fromYear,
        ]);
      } else {
        expect([to.grade, to.section, now.roll_number, now.left_year]).toEqual([
          from.grade + 1,
          from.section,
          was.roll_number,
          null,
        ]);
      }
    }
    for (const created of plan.created) {
      expect(classesAfter.get(created._id!)).toMatchObject({
        grade: created.grade,
        section: created.section,
      });
    }
    // The answer names every record the move changed with its new version, for the device's later edits.
    const versions = new Map(answer.records.map((r) => [`${r.entity} ${r._id}`, r.version]));
    expect(versions.size).toBe(answer.records.length);
    expect(versions.get(`schools ${schoolId}`)).toBe(answer.school.version);
    for (const [id, pupil] of after) expect(versions.get(`students ${id}`)).toBe(pupil.version);
    for (const created of plan.created) expect(versions.get(`classes ${created._id}`)).toBe(1);
    expect(versions.size).toBe(1 + after.size + plan.created.length);
    // The change history has one line per pupil, per class created and for the school.
    const logged = new Map(await changesLogged());
    const added = (entity: string) => (logged.get(entity) ?? 0) - (loggedBefore.get(entity) ?? 0);
    expect([added('students'), added('classes'), added('schools')]).toEqual([
      before.size,
      plan.created.length,
      1,
    ]);
  });

  it('creates the classes the move needs with the ids and class teachers the device chose', async () => {
    const schoolId = (await schoolIds())[1]!;
    const { pupilId, teacherId } = await addClassWithPupil(schoolId, 2, 'D');
    const { body } = await previewRequest(schoolId);
    const newD = body.new_classes!.find((c) => c.grade === 3 && c.section === 'D')!;
    newD.class_teacher_id = teacherId;
    const response = await startYear(asAdmin, schoolId, body);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await classesById(schoolId)).get(newD._id);
    expect(stored).toMatchObject({ grade: 3, section: 'D', class_name: 'Class 3' });
    const [row] = await rowsOf<{ class_teacher_id: string }>(
      sql`select class_teacher_id from classes where id = ${newD._id}`,
    );
    expect(row!.class_teacher_id).toBe(teacherId);
    const moved = (await storedPupils(schoolId)).get(pupilId!)!;
    expect(moved.class_id).toBe(newD._id);
  });

  it('is applied once for one key, and refused as already started for another', async () => {
    const schoolId = (await schoolIds())[2]!;
    const { body } = await previewRequest(schoolId);
    const key = 'new-year-once';
    const first = await startYear(asAdmin, schoolId, body, { key });
    expect(first.statusCode, first.body).toBe(200);
    const pupils = await storedPupils(schoolId);
    const again = await startYear(asAdmin, schoolId, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedPupils(schoolId)).toEqual(pupils);

    const other = await startYear(asAdmin, schoolId, body);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      errorType: 'new_year_started',
      message: 'The new year has already been started for this school',
    });
    expect(await storedPupils(schoolId)).toEqual(pupils);
    expect(await yearOf(schoolId)).toBe(body.to_year);
  });

  it('refuses a second start while the first can still be undone, and takes it once the undo has closed', async () => {
    const schoolId = (await schoolIds())[3]!;
    const first = await startYear(asAdmin, schoolId, (await previewRequest(schoolId)).body);
    expect(first.statusCode, first.body).toBe(200);
    const pupils = await storedPupils(schoolId);
    const { body } = await previewRequest(schoolId);
    const second = await startYear(asAdmin, schoolId, body);
    expect(second.statusCode).toBe(409);
    // Started at 10:00 on 10 June in India, undoable until 10:00 on 17 June.
    expect(second.json()).toMatchObject({
      errorType: 'new_year_recent',
      message:
        "This school's new year was started less than 7 days ago. Undo it first, or start the next one after 2027-06-17.",
    });
    expect(await storedPupils(schoolId)).toEqual(pupils);

    const startedAt = clock.now;
    clock.now = new Date(startedAt.getTime() + 7 * 86_400_000);
    try {
      const later = await startYear(asAdmin, schoolId, body);
      expect(later.statusCode, later.body).toBe(200);
    } finally {
      clock.now = startedAt;
    }
  });
});
