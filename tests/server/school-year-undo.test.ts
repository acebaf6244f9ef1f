/** Undoing the new year (docs/school-year.md): everything as it was, within 7 days, for the year it started. */
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
  rowsOf,
  schoolIds,
  setupSchoolYearApp,
  startYear,
  storedPupils,
  undoYear,
  yearOf,
} from './helpers/school-year-app';

setupSchoolYearApp();

const CLOSED = 'The new year can only be undone within 7 days of starting it';
const DAY = 86_400_000;
const withoutVersion = (pupils: Awaited<ReturnType<typeof storedPupils>>) =>
  new Map([...pupils].map(([id, { version: _version, ...pupil }]) => [id, pupil]));

/**
 * Starts the school's new year with two repeaters drawn from the run's seed, never one of `moving` (a
 * pupil whose class the test needs moved up); answers the year it started and the classes it created.
 */
async function started(schoolId: string, moving: ReadonlyArray<string | undefined> = []) {
  const pupils = [...(await storedPupils(schoolId)).keys()].filter((id) => !moving.includes(id));
  const repeaters = shuffled(pupils, seededRandom('undo repeaters')).slice(0, 2);
  const { body, plan } = await previewRequest(schoolId, { repeaters });
  const response = await startYear(asAdmin, schoolId, body);
  expect(response.statusCode, response.body).toBe(200);
  return { year: body.to_year, fromYear: body.from_year, created: plan.created.map((c) => c._id!) };
}

describe('POST /api/schools/:id/new-year/undo', () => {
  it("restores every pupil's class, roll number, leaving and history, and removes the classes it created", async () => {
    const [schoolId] = await schoolIds();
    // Class 3 C's only pupil moves up into a Class 4 C the move creates.
    const { pupilId } = await addClassWithPupil(schoolId!, 3, 'C');
    const before = await storedPupils(schoolId!);
    const classesBefore = await classesById(schoolId!);
    const { year, fromYear, created } = await started(schoolId!, [pupilId]);
    expect(withoutVersion(await storedPupils(schoolId!))).not.toEqual(withoutVersion(before));

    const response = await undoYear(asAdmin, schoolId!, year);
    expect(response.statusCode, response.body).toBe(200);
    const { school, records } = response.json<{
      data: { school: School; records: Array<{ entity: string; _id: string; version: number }> };
    }>().data;
    expect(school).toMatchObject({ academic_year: fromYear, new_year_undo_until: null });
    expect(school.totalStudentsCount).toBe(before.size);

    const after = await storedPupils(schoolId!);
    expect(withoutVersion(after)).toEqual(withoutVersion(before));
    for (const [id, pupil] of after) expect(pupil.version).toBe(before.get(id)!.version + 2);
    const classesAfter = await classesById(schoolId!);
    expect([...classesAfter.keys()].sort()).toEqual([...classesBefore.keys()].sort());
    expect(created.length).toBeGreaterThan(0);
    for (const id of created) expect(classesAfter.has(id)).toBe(false);
    // The answer names every record the undo changed with its new version.
    const versions = new Map(records.map((r) => [`${r.entity} ${r._id}`, r.version]));
    expect(versions.get(`schools ${schoolId}`)).toBe(school.version);
    for (const [id, pupil] of after) expect(versions.get(`students ${id}`)).toBe(pupil.version);
    for (const id of created) expect(versions.get(`classes ${id}`)).toBe(2);
    expect(versions.size).toBe(1 + after.size + created.length);

    // Undone once: the year is open again, and the undo is not.
    expect((await undoYear(asAdmin, schoolId!, year)).statusCode).toBe(409);
  });

  it('is refused after 7 days, and for another year than the school is in', async () => {
    const schoolId = (await schoolIds())[1]!;
    const startedAt = clock.now;
    const { year, fromYear } = await started(schoolId);
    const pupils = await storedPupils(schoolId);
    try {
      clock.now = new Date(startedAt.getTime() + 7 * DAY);
      const late = await undoYear(asAdmin, schoolId, year);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ errorType: 'undo_closed', message: CLOSED });

      clock.now = new Date(startedAt.getTime() + 7 * DAY - 1000);
      const otherYear = await undoYear(asAdmin, schoolId, fromYear);
      expect(otherYear.statusCode).toBe(409);
      expect(otherYear.json()).toMatchObject({ errorType: 'undo_closed', message: CLOSED });
      expect(await storedPupils(schoolId)).toEqual(pupils);
      expect(await yearOf(schoolId)).toBe(year);

      // Just inside the 7 days it is still allowed.
      expect((await undoYear(asAdmin, schoolId, year)).statusCode).toBe(200);
      expect(await yearOf(schoolId)).toBe(fromYear);
    } finally {
      clock.now = startedAt;
    }
  });

  it('goes through the outbox batch like any write: the start and its undo, in order', async () => {
    const schoolId = (await schoolIds())[3]!;
    const before = await storedPupils(schoolId);
    const { body } = await previewRequest(schoolId);
    const response = await asAdmin.post('/api/outbox/batch', {
      changes: [
        { method: 'POST', path: `/schools/${schoolId}/new-year`, idempotencyKey: 'batch-start', body },
        {
          method: 'POST',
          path: `/schools/${schoolId}/new-year/undo`,
          idempotencyKey: 'batch-undo',
          body: { year: body.to_year },
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json<{ data: Array<{ status: number }> }>().data;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(withoutVersion(await storedPupils(schoolId))).toEqual(withoutVersion(before));
    expect(await yearOf(schoolId)).toBe(body.from_year);
  });

  it('is refused for a school that never started a new year', async () => {
    const schoolId = (await schoolIds())[2]!;
    const year = await yearOf(schoolId);
    const response = await undoYear(asAdmin, schoolId, year);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorType: 'undo_closed' });
  });

  it('is refused when a class its pupils would go back to was deleted since, and changes nothing', async () => {
    const schoolId = (await schoolIds())[4]!;
    expect(schoolId).toBeDefined();
    // Class 7 D holds only a pupil who leaves: after the move it holds no attending pupil and may be deleted.
    const { classId, pupilId } = await addClassWithPupil(schoolId, 7, 'D');
    const { year } = await started(schoolId, [pupilId]);
    await rowsOf(sql`update classes set deleted_at = now(), version = version + 1 where id = ${classId}`);
    const pupils = await storedPupils(schoolId);

    const response = await undoYear(asAdmin, schoolId, year);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'undo_blocked',
      message:
        'The new year cannot be undone: a class its pupils would go back to has been deleted since it started.',
    });
    expect(await storedPupils(schoolId)).toEqual(pupils);
    expect(await yearOf(schoolId)).toBe(year);
  });

  it('keeps a class the move created when a subject has been linked to it since', async () => {
    const schoolId = (await schoolIds())[5]!;
    expect(schoolId).toBeDefined();
    const { pupilId } = await addClassWithPupil(schoolId, 2, 'D');
    const { year, created } = await started(schoolId, [pupilId]);
    const [linked, ...others] = created;
    expect(linked).toBeDefined();
    await rowsOf(sql`insert into subjects (id, name, code, department, grade, school_id, class_id)
      values ('subject-linked-since', 'Marathi', 'MR3', 'Languages', 3, ${schoolId}, ${linked})`);

    const response = await undoYear(asAdmin, schoolId, year);
    expect(response.statusCode, response.body).toBe(200);
    const removed = response.json<{ data: { removed_classes: string[] } }>().data.removed_classes;
    expect(removed.sort()).toEqual([...others].sort());
    const classesAfter = await classesById(schoolId);
    expect(classesAfter.has(linked!)).toBe(true);
    for (const id of others) expect(classesAfter.has(id)).toBe(false);
  });
});
