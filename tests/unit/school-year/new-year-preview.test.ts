import { describe, expect, it } from 'vitest';
import type { YearMirror } from '../../../src/features/school-year/use-year-mirror';
import { buildPreview } from '../../../src/features/school-year/year-preview';
import { newYearRecords } from '../../../src/features/school-year/start-new-year';
import { undoRecords } from '../../../src/features/school-year/undo-new-year';

const klass = (id: string, grade: number, section: string) => ({
  _id: id,
  school_id: 'school-1',
  grade,
  section,
  class_name: `Class ${grade}`,
});
const pupil = (id: string, classId: string, roll: string, left_year: string | null = null) => ({
  _id: id,
  school_id: 'school-1',
  student_name: `Pupil ${id}`,
  class_id: classId,
  roll_number: roll,
  left_year,
  class_history: [],
});

/** Grade 5 A and 7 A exist; 6 A does not: the move makes it. Two pupils would share roll 01 in 5 A. */
function mirror(): YearMirror {
  const pupils = [
    pupil('p4', 'c4', '01'),
    pupil('p5', 'c5', '01'),
    pupil('p6', 'c5', '02'),
    pupil('p7', 'c7', '01'),
  ];
  return {
    school: {
      _id: 'school-1',
      school_name: 'ZP School',
      academic_year: '2026-27',
      new_year_undo_until: null,
    },
    classes: [klass('c4', 4, 'A'), klass('c5', 5, 'A'), klass('c7', 7, 'A')],
    pupils,
    everyPupil: [...pupils, pupil('gone', 'c7', '09', '2025-26')],
    teachers: [{ _id: 't1', school_id: 'school-1', teacher_name: 'Meera Kale' }],
  } as unknown as YearMirror;
}

let made = 0;
const makeId = () => `new-${++made}`;
const NONE = { repeaters: new Set<string>(), typedRolls: {}, newClasses: [] };

describe('the new year preview built on the device', () => {
  it('moves each class up, makes the missing class, lets grade 7 leave and counts before and after', () => {
    const preview = buildPreview(mirror(), NONE, makeId);
    expect(preview).toMatchObject({ fromYear: '2026-27', toYear: '2027-28', ready: true });
    expect(preview.newClasses).toEqual([
      expect.objectContaining({ grade: 6, section: 'A', class_teacher_id: null }),
    ]);
    expect(preview.plan.leavers.map((leaver) => leaver.student_id)).toEqual(['p7']);
    const counts = Object.fromEntries(
      preview.plan.classes.map((c) => [`${c.grade}${c.section}`, [c.before, c.after]]),
    );
    expect(counts).toEqual({ '4A': [1, 0], '5A': [2, 1], '6A': [0, 2], '7A': [1, 0] });
    expect(preview.body.classes).toHaveLength(3);
    expect(preview.body.new_classes).toEqual(preview.newClasses);
  });

  it('a repeater stays; a clash gets the suggested number, and a typed number that still clashes is an error', () => {
    const repeats = { ...NONE, repeaters: new Set(['p5']) };
    const preview = buildPreview(mirror(), repeats, makeId);
    expect(preview.clashes).toEqual([
      expect.objectContaining({ student_id: 'p4', suggested: '02', chosen: '02', error: null }),
    ]);
    expect(preview.body.roll_numbers).toEqual({ p4: '02' });
    expect(preview.body.repeaters).toEqual(['p5']);

    const typed = buildPreview(mirror(), { ...repeats, typedRolls: { p4: '01' } }, makeId);
    expect(typed.ready).toBe(false);
    expect(typed.clashes[0]!.error?.id).toMatch(/already used/);
    expect(buildPreview(mirror(), { ...repeats, typedRolls: { p4: '!' } }, makeId).ready).toBe(false);
  });

  it("the optimistic change moves the pupils with their history, marks the leaver and sets the school's year", () => {
    const before = mirror();
    const preview = buildPreview(before, NONE, makeId);
    const records = newYearRecords(before, preview, new Date('2027-06-10T00:00:00Z'));
    const byId = new Map(records.map(({ record }) => [record._id, record]));
    expect(byId.get('school-1')).toMatchObject({
      academic_year: '2027-28',
      new_year_undo_until: '2027-06-17T00:00:00.000Z',
    });
    const made6 = preview.newClasses[0]!._id;
    expect(byId.get(made6)).toMatchObject({ grade: 6, section: 'A', class_name: 'Class 6' });
    expect(byId.get('p5')).toMatchObject({
      class_id: made6,
      class_history: [{ year: '2026-27', class_id: 'c5', class_name: 'Class 5', section: 'A' }],
    });
    expect(byId.get('p7')).toMatchObject({ class_id: 'c7', left_year: '2026-27' });

    // Undone on the device: each pupil back in the class of the year that ended, the leaver back in school.
    const after: YearMirror = {
      ...before,
      school: byId.get('school-1') as YearMirror['school'],
      everyPupil: [...before.everyPupil.map((p) => (byId.get(p._id) ?? p) as YearMirror['pupils'][number])],
    };
    const undone = new Map(undoRecords(after, '2027-28').map(({ record }) => [record._id, record]));
    expect(undone.get('school-1')).toMatchObject({ academic_year: '2026-27', new_year_undo_until: null });
    expect(undone.get('p5')).toMatchObject({ class_id: 'c5', class_history: [] });
    expect(undone.get('p7')).toMatchObject({ class_id: 'c7', left_year: null });
    expect(undone.has('gone')).toBe(false);
  });
});
