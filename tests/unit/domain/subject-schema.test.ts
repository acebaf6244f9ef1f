import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids';
import { checkSubjectBulk } from '../../../src/domain/subjects/subject-bulk';
import {
  SUBJECT_MESSAGES as M,
  SubjectCreateSchema,
  SubjectFormSchema,
  SubjectUpdateSchema,
} from '../../../src/domain/subjects/subject-schema';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mathematics',
  code: 'mat501',
  department: 'Mathematics',
  grade: '5',
  credits: '3',
  status: 'active',
  ...overrides,
});
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('the Subject form schema', () => {
  it('tidies what the form holds: spaces collapsed, the code upper-cased, grade and credits as numbers', () => {
    expect(
      v.parse(SubjectFormSchema, form({ name: '  Marathi   Reading ', department: ' Languages ' })),
    ).toEqual({
      name: 'Marathi Reading',
      code: 'MAT501',
      department: 'Languages',
      grade: 5,
      credits: 3,
      status: 'active',
    });
  });

  it.each([
    ['name', '', M.nameRequired],
    ['name', 'M', M.nameTooShort],
    ['name', 'M'.repeat(101), M.nameTooLong],
    ['code', ' ', M.codeRequired],
    ['code', 'M', M.codeTooShort],
    ['code', 'M'.repeat(21), M.codeTooLong],
    ['code', 'MAT 501', M.codeInvalid],
    ['department', '', M.departmentRequired],
    ['department', 'D'.repeat(101), M.departmentTooLong],
    ['grade', '', M.gradeRequired],
    ['grade', '0', M.gradeInvalid],
    ['grade', '8', M.gradeInvalid],
    ['credits', '', M.creditsRequired],
    ['credits', '0', M.creditsInvalid],
    ['credits', '7', M.creditsInvalid],
    ['credits', '2.5', M.creditsInvalid],
    ['credits', '-1', M.creditsInvalid],
    ['status', '', M.statusRequired],
    ['status', 'paused', M.statusInvalid],
  ])('%s = %j: %s', (field, value, message) => {
    expect(messageOf(SubjectFormSchema, form({ [field]: value }))).toBe(message);
  });

  it('takes credits 1 and 6, the ends of the range', () => {
    expect(v.parse(SubjectFormSchema, form({ credits: '1' })).credits).toBe(1);
    expect(v.parse(SubjectFormSchema, form({ credits: '6' })).credits).toBe(6);
  });
});

describe('the API schemas', () => {
  it('defaults credits to 3 and status to active on create; requires the school', () => {
    const school_id = newId();
    expect(
      v.parse(SubjectCreateSchema, {
        name: 'Hindi',
        code: 'hin6',
        department: 'Languages',
        grade: 6,
        school_id,
      }),
    ).toEqual({
      name: 'Hindi',
      code: 'HIN6',
      department: 'Languages',
      grade: 6,
      credits: 3,
      status: 'active',
      school_id,
    });
    expect(messageOf(SubjectCreateSchema, form({ school_id: 'school-1' }))).toBe(M.schoolInvalid);
  });

  it('checks only the fields an update sends, and adds no defaults', () => {
    expect(v.parse(SubjectUpdateSchema, { code: 'eng7' })).toEqual({ code: 'ENG7' });
    expect(messageOf(SubjectUpdateSchema, { credits: 7 })).toBe(M.creditsInvalid);
  });
});

describe('checkSubjectBulk', () => {
  it('names every bad field as rows.<index>.<field>', () => {
    const result = checkSubjectBulk({
      school_id: newId(),
      subjects: [form({ grade: 9 }), form(), form({ code: undefined, credits: 0, _id: 'x' })],
    });
    expect(result).toEqual({
      success: false,
      message: 'Validation failed. Please check all fields.',
      errors: {
        'rows.0.grade': M.gradeInvalid,
        'rows.2._id': M.recordIdInvalid,
        'rows.2.code': M.codeRequired,
        'rows.2.credits': M.creditsInvalid,
      },
    });
  });
});
