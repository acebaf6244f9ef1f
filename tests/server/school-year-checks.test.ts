/**
 * What the new year refuses (docs/school-year.md, "The change"): a preview the school no longer matches,
 * roll numbers that still clash, and callers who are not the school's administrators.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addClassWithPupil,
  asAdmin,
  asSchoolAdmin,
  attendingPupils,
  classesById,
  ownSchool,
  previewRequest,
  schoolIds,
  setupSchoolYearApp,
  startYear,
  storedPupils,
  yearOf,
} from './helpers/school-year-app';

setupSchoolYearApp();

const OUTDATED =
  "This school's pupils or classes changed since the preview was made. Check the new preview and confirm again.";

/** A school other than the demo school administrator's, in its first year. */
const otherSchool = async (index: number) => (await schoolIds()).filter((id) => id !== ownSchool)[index]!;

async function expectRefusedAsOutdated(schoolId: string, body: unknown) {
  const pupils = await storedPupils(schoolId);
  const year = await yearOf(schoolId);
  const response = await startYear(asAdmin, schoolId, body);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ errorType: 'preview_outdated', message: OUTDATED });
  expect(await storedPupils(schoolId)).toEqual(pupils);
  expect(await yearOf(schoolId)).toBe(year);
}

describe('a preview the school no longer matches', () => {
  it('is refused when a pupil was added', async () => {
    const schoolId = await otherSchool(0);
    const { body } = await previewRequest(schoolId);
    const [klass] = (await classesById(schoolId)).values();
    const added = await asAdmin.post('/api/students', {
      student_name: 'Kabir Rao',
      email: 'kabir.rao@example.in',
      roll_number: 'NEW01',
      class_id: klass!._id,
      status: true,
      school_id: schoolId,
    });
    expect(added.statusCode, added.body).toBe(201);
    await expectRefusedAsOutdated(schoolId, body);
  });

  it('is refused when a pupil moved to another class', async () => {
    const schoolId = await otherSchool(0);
    const { body } = await previewRequest(schoolId);
    const classes = [...(await classesById(schoolId)).values()];
    const [pupil] = await attendingPupils(schoolId);
    const elsewhere = classes.find((c) => c._id !== pupil!.class_id)!;
    const moved = await asAdmin.patch(`/api/students/${pupil!._id}`, { class_id: elsewhere._id });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectRefusedAsOutdated(schoolId, body);
  });

  it('is refused when a class was added', async () => {
    const schoolId = await otherSchool(0);
    const { body } = await previewRequest(schoolId);
    await addClassWithPupil(schoolId, 4, 'C', false);
    await expectRefusedAsOutdated(schoolId, body);
  });
});

describe('roll numbers after the move', () => {
  it('refuses a roll number that clashes, naming the pupil and the class, and takes the suggestion', async () => {
    const schoolId = await otherSchool(1);
    const classes = [...(await classesById(schoolId)).values()];
    const sixA = classes.find((c) => c.grade === 6 && c.section === 'A')!;
    const fiveA = classes.find((c) => c.grade === 5 && c.section === 'A')!;
    const pupils = await attendingPupils(schoolId);
    const stays = pupils.find((p) => p.class_id === sixA._id)!;
    const comes = pupils.find((p) => p.class_id === fiveA._id)!;
    const renumbered = await asAdmin.patch(`/api/students/${comes._id}`, { roll_number: stays.roll_number });
    expect(renumbered.statusCode, renumbered.body).toBe(200);

    const { plan, body } = await previewRequest(schoolId, { repeaters: [stays._id] });
    expect(plan.clashes.map((c) => c.student_id)).toEqual([comes._id]);
    const refused = await startYear(asAdmin, schoolId, body);
    expect(refused.statusCode).toBe(400);
    const message = `Roll number ${stays.roll_number} of ${comes.student_name} is already used in Class 6 A`;
    expect(refused.json()).toMatchObject({
      message,
      errorType: 'validation',
      errors: { [`roll_numbers.${comes._id}`]: message },
    });
    const inMarathi = await asAdmin.post(`/api/schools/${schoolId}/new-year`, body, {
      key: randomUUID(),
      headers: { 'accept-language': 'mr' },
    });
    expect(inMarathi.json<{ message: string }>().message).toContain('इयत्ता');

    const suggested = plan.clashes[0]!.suggested;
    const accepted = await previewRequest(schoolId, {
      repeaters: [stays._id],
      rollNumbers: { [comes._id]: suggested },
    });
    expect(accepted.plan.clashes).toEqual([]);
    const response = await startYear(asAdmin, schoolId, accepted.body);
    expect(response.statusCode, response.body).toBe(200);
    const after = await storedPupils(schoolId);
    expect(after.get(comes._id)).toMatchObject({ class_id: sixA._id, roll_number: suggested });
    expect(after.get(stays._id)).toMatchObject({ class_id: sixA._id, roll_number: stays.roll_number });
  });
});

describe('the classes the move creates', () => {
  it('are refused unless new_classes names exactly them, each with an id not used yet', async () => {
    const schoolId = await otherSchool(2);
    await addClassWithPupil(schoolId, 2, 'D');
    const { body } = await previewRequest(schoolId);
    const [newClass] = body.new_classes!;
    const [existing] = (await classesById(schoolId)).keys();
    const mismatch = 'The new classes do not match the preview. Check the new preview and confirm again.';
    for (const new_classes of [
      [],
      [...body.new_classes!, { ...newClass!, _id: randomUUID(), grade: 5, section: 'D' }],
      [{ ...newClass!, _id: existing! }],
    ]) {
      const refused = await startYear(asAdmin, schoolId, { ...body, new_classes });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: mismatch });
    }
    const stranger = await startYear(asAdmin, schoolId, {
      ...body,
      new_classes: body.new_classes!.map((c, index) =>
        index ? c : { ...c, class_teacher_id: randomUUID() },
      ),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      errors: { new_classes: 'Please select a teacher of this school' },
    });
    expect(await yearOf(schoolId)).toBe(body.from_year);
  });
});

describe('who may start the new year', () => {
  it("refuses another school's administrator (403) and a school that does not exist (404)", async () => {
    const schoolId = await otherSchool(2);
    const { body } = await previewRequest(schoolId);
    const refused = await startYear(asSchoolAdmin, schoolId, body);
    expect(refused.statusCode).toBe(403);
    expect(
      (await asSchoolAdmin.post(`/api/schools/${schoolId}/new-year/undo`, { year: body.to_year })).statusCode,
    ).toBe(403);
    expect((await startYear(asAdmin, randomUUID(), body)).statusCode).toBe(404);
    expect(await yearOf(schoolId)).toBe(body.from_year);
  });

  it("lets a school's administrator start their own school's year", async () => {
    const { body } = await previewRequest(ownSchool);
    const response = await startYear(asSchoolAdmin, ownSchool, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await yearOf(ownSchool)).toBe(body.to_year);
  });
});
