import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewYearRequestSchema, NewYearUndoSchema } from '../../../src/domain/school-year/new-year-schema';
import { SCHOOL_YEAR_MESSAGES as M } from '../../../src/domain/school-year/school-year-messages';

const classId = '6f1c2a9e-1111-4a2b-9c3d-000000000001';
const pupilId = '6f1c2a9e-2222-4a2b-9c3d-000000000002';
const body = {
  from_year: '2026-27',
  to_year: '2027-28',
  classes: [{ class_id: classId.toUpperCase(), pupils: 31, digest: '9f2c0a1b2c3d4e5f' }],
};
const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe('the new year request', () => {
  it('takes the preview and defaults the choices', () => {
    expect(v.parse(NewYearRequestSchema, body)).toEqual({
      ...body,
      classes: [{ ...body.classes[0], class_id: classId }],
      new_classes: [],
      repeaters: [],
      roll_numbers: {},
    });
  });

  it('tidies the choices as the forms do', () => {
    const parsed = v.parse(NewYearRequestSchema, {
      ...body,
      new_classes: [{ _id: classId, grade: 6, section: 'b' }],
      repeaters: [pupilId],
      roll_numbers: { [pupilId]: ' 17a ' },
    });
    expect(parsed.new_classes).toEqual([{ _id: classId, grade: 6, section: 'B', class_teacher_id: null }]);
    expect(parsed.roll_numbers).toEqual({ [pupilId]: '17A' });
  });

  it('refuses a badly written year and a year that does not follow', () => {
    expect(firstIssue(NewYearRequestSchema, { ...body, from_year: '2026' })).toBe(M.yearInvalid);
    expect(firstIssue(NewYearRequestSchema, { ...body, to_year: '2028-29' })).toBe(M.nextYearInvalid);
  });

  it('refuses a bad digest, count, grade and roll number', () => {
    const withClass = (patch: object) => ({ ...body, classes: [{ ...body.classes[0], ...patch }] });
    expect(firstIssue(NewYearRequestSchema, withClass({ digest: 'xyz' }))).toBe(M.digestInvalid);
    expect(firstIssue(NewYearRequestSchema, withClass({ pupils: -1 }))).toBe(M.pupilsInvalid);
    expect(
      firstIssue(NewYearRequestSchema, { ...body, new_classes: [{ _id: classId, grade: 1, section: 'A' }] }),
    ).toBe(M.gradeInvalid);
    expect(firstIssue(NewYearRequestSchema, { ...body, roll_numbers: { [pupilId]: '1' } })).toBe(
      'Roll number must be at least 2 characters',
    );
    expect(firstIssue(NewYearRequestSchema, { ...body, repeaters: ['nope'] })).toBe(M.studentIdInvalid);
  });

  it('undo takes the year', () => {
    expect(v.parse(NewYearUndoSchema, { year: '2027-28' })).toEqual({ year: '2027-28' });
    expect(firstIssue(NewYearUndoSchema, { year: 'next' })).toBe(M.yearInvalid);
  });
});
