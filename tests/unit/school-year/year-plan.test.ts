import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planNewYear,
  withNewClassIds,
  type PlanClass,
  type PlanPupil,
} from '../../../src/domain/school-year/year-plan';
import { suggestRollNumber } from '../../../src/domain/school-year/roll-numbers';

const schoolClass = (grade: number, section: string): PlanClass => ({
  _id: `class-${grade}${section}`,
  grade,
  section,
  class_name: `Class ${grade}`,
});
const pupil = (id: string, klass: PlanClass, roll: string): PlanPupil => ({
  _id: id,
  student_name: `Pupil ${id}`,
  class_id: klass._id,
  roll_number: roll,
});

const c5A = schoolClass(5, 'A');
const c6A = schoolClass(6, 'A');
const c6B = schoolClass(6, 'B');
const c7A = schoolClass(7, 'A');
const classes = [c5A, c6A, c6B, c7A];

describe('planNewYear', () => {
  it('moves each pupil a grade up into the same section, and the top grade leaves', () => {
    const plan = planNewYear({
      classes,
      pupils: [pupil('p1', c5A, '01'), pupil('p2', c6A, '01'), pupil('p3', c7A, '01')],
    });
    expect(plan.moves.map((m) => [m.student_id, m.to_class_id, m.to_roll, m.repeats])).toEqual([
      ['p1', c6A._id, '01', false],
      ['p2', c7A._id, '01', false],
    ]);
    expect(plan.leavers).toEqual([
      { student_id: 'p3', student_name: 'Pupil p3', class_id: c7A._id, roll_number: '01' },
    ]);
    expect(plan.created).toEqual([]);
    expect(plan.clashes).toEqual([]);
  });

  it('creates the next class of a section when the school has none, with the chosen id and teacher', () => {
    const pupils = [pupil('p1', c6B, '01'), pupil('p2', c6B, '02')];
    const plan = planNewYear({ classes, pupils });
    expect(plan.created).toMatchObject([
      { _id: null, grade: 7, section: 'B', class_name: 'Class 7', after: 2 },
    ]);
    expect(plan.moves.every((m) => m.to_class_id === null && m.to_grade === 7 && m.to_section === 'B')).toBe(
      true,
    );

    const choices = withNewClassIds({}, plan, () => 'new-7B');
    const chosen = planNewYear({
      classes,
      pupils,
      choices: { newClasses: [{ ...choices.newClasses![0]!, class_teacher_id: 'teacher-1' }] },
    });
    expect(chosen.created).toMatchObject([{ _id: 'new-7B', class_teacher_id: 'teacher-1', created: true }]);
    expect(chosen.moves.map((m) => m.to_class_id)).toEqual(['new-7B', 'new-7B']);
    expect(withNewClassIds(choices, chosen, () => 'other').newClasses).toEqual(choices.newClasses);
  });

  it('keeps a repeater in their class, the top grade included', () => {
    const plan = planNewYear({
      classes,
      pupils: [pupil('p1', c5A, '01'), pupil('p3', c7A, '09')],
      choices: { repeaters: ['p1', 'p3'] },
    });
    expect(plan.moves.map((m) => [m.student_id, m.to_class_id, m.repeats])).toEqual([
      ['p1', c5A._id, true],
      ['p3', c7A._id, true],
    ]);
    expect(plan.leavers).toEqual([]);
  });

  it('counts each class before and after', () => {
    const plan = planNewYear({
      classes,
      pupils: [pupil('a', c5A, '01'), pupil('b', c5A, '02'), pupil('c', c6A, '01'), pupil('d', c7A, '01')],
      choices: { repeaters: ['b'] },
    });
    expect(plan.classes.map((c) => [c.grade, c.section, c.before, c.after])).toEqual([
      [5, 'A', 2, 1],
      [6, 'A', 1, 1],
      [6, 'B', 0, 0],
      [7, 'A', 1, 1],
    ]);
  });

  it('finds a roll number that clashes in the new class and suggests the lowest free number', () => {
    const plan = planNewYear({
      classes,
      pupils: [pupil('stays', c6A, '01'), pupil('up', c5A, '01'), pupil('up2', c5A, '03')],
      choices: { repeaters: ['stays'] },
    });
    expect(plan.clashes).toEqual([
      {
        student_id: 'up',
        student_name: 'Pupil up',
        class_id: c6A._id,
        grade: 6,
        section: 'A',
        class_name: 'Class 6',
        roll_number: '01',
        suggested: '02',
      },
    ]);

    const accepted = planNewYear({
      classes,
      pupils: [pupil('stays', c6A, '01'), pupil('up', c5A, '01'), pupil('up2', c5A, '03')],
      choices: { repeaters: ['stays'], rollNumbers: { up: '02' } },
    });
    expect(accepted.clashes).toEqual([]);
    expect(accepted.moves.find((m) => m.student_id === 'up')).toMatchObject({
      from_roll: '01',
      to_roll: '02',
    });
  });

  it('flags a chosen roll number that another pupil keeps', () => {
    const plan = planNewYear({
      classes,
      pupils: [pupil('a', c5A, '01'), pupil('b', c5A, '02')],
      choices: { rollNumbers: { b: '01' } },
    });
    expect(plan.clashes.map((c) => [c.student_id, c.suggested])).toEqual([['b', '02']]);
  });

  it('leaves out pupils of a class it was not given', () => {
    const plan = planNewYear({ classes: [c5A], pupils: [pupil('x', c6A, '01')] });
    expect(plan.moves).toEqual([]);
    expect(plan.leavers).toEqual([]);
  });
});

describe('suggestRollNumber', () => {
  it('is the lowest whole number not taken, with two digits at least', () => {
    expect(suggestRollNumber(new Set())).toBe('01');
    expect(suggestRollNumber(new Set(['1', '02', '5A01', '4']))).toBe('03');
    expect(suggestRollNumber(new Set(Array.from({ length: 120 }, (_, i) => String(i + 1))))).toBe('121');
  });
});

describe('planNewYear on any school', () => {
  const school = fc
    .record({
      slots: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.constantFrom('A', 'B', 'C', 'D')), {
        minLength: 1,
        maxLength: 12,
        selector: ([grade, section]) => `${grade}${section}`,
      }),
      pupils: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean()), { maxLength: 60 }),
    })
    .map(({ slots, pupils }) => {
      const classes = slots.map(([grade, section]) => schoolClass(grade, section));
      return {
        classes,
        pupils: pupils.map(([at, roll], index) =>
          pupil(
            `p${String(index).padStart(3, '0')}`,
            classes[at % classes.length]!,
            String(roll).padStart(2, '0'),
          ),
        ),
        repeaters: pupils.flatMap(([, , repeats], index) =>
          repeats ? [`p${String(index).padStart(3, '0')}`] : [],
        ),
      };
    });

  it('keeps every pupil once, and has no clash left once the suggestions are taken', () => {
    fc.assert(
      fc.property(school, ({ classes, pupils, repeaters }) => {
        const plan = planNewYear({ classes, pupils, choices: { repeaters } });
        expect(plan.moves.length + plan.leavers.length).toBe(pupils.length);
        const before = plan.classes.reduce((sum, c) => sum + c.before, 0);
        const after = plan.classes.reduce((sum, c) => sum + c.after, 0);
        expect([before, after + plan.leavers.length]).toEqual([pupils.length, pupils.length]);

        const rollNumbers = Object.fromEntries(plan.clashes.map((c) => [c.student_id, c.suggested]));
        const accepted = planNewYear({ classes, pupils, choices: { repeaters, rollNumbers } });
        expect(accepted.clashes).toEqual([]);
        const held = accepted.moves.map((m) => `${m.to_grade}${m.to_section}:${m.to_roll}`);
        expect(new Set(held).size).toBe(held.length);
      }),
    );
  });
});
