import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { classLabel } from '../../../src/domain/classes/class-order';
import {
  CLASS_MESSAGES as M,
  ClassCreateSchema,
  ClassFormSchema,
  ClassUpdateSchema,
  classHasPupils,
  classNameOf,
} from '../../../src/domain/classes/class-schema';

const TEACHER = '019e0000-0000-7000-8000-000000000001';
const SCHOOL = '019e0000-0000-7000-8000-000000000002';
const form = {
  grade: '5',
  section: 'a',
  class_teacher_id: TEACHER,
  schedule: ' Mon-Fri   10:00-15:30 ',
  subject_count: '6',
  status: 'active',
};
const issuesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]));
};

describe('the class form', () => {
  it('takes the form as typed and tidies it', () => {
    expect(v.parse(ClassFormSchema, form)).toEqual({
      grade: 5,
      section: 'A',
      class_teacher_id: TEACHER,
      schedule: 'Mon-Fri 10:00-15:30',
      subject_count: 6,
      status: 'active',
    });
  });

  it('has a message for every field', () => {
    const cases: Array<[string, unknown, string]> = [
      ['grade', '', M.gradeRequired],
      ['grade', undefined, M.gradeRequired],
      ['grade', '8', M.gradeInvalid],
      ['grade', '0', M.gradeInvalid],
      ['grade', 'five', M.gradeInvalid],
      ['section', '', M.sectionRequired],
      ['section', 'E', M.sectionInvalid],
      ['section', 5, M.sectionRequired],
      ['class_teacher_id', '', M.teacherRequired],
      ['class_teacher_id', 'T001', M.teacherInvalid],
      ['schedule', '  ', M.scheduleRequired],
      ['schedule', 's'.repeat(101), M.scheduleTooLong],
      ['subject_count', '', M.subjectCountRequired],
      ['subject_count', '13', M.subjectCountInvalid],
      ['subject_count', 2.5, M.subjectCountInvalid],
      ['status', '', M.statusRequired],
      ['status', 'closed', M.statusInvalid],
    ];
    for (const [field, value, message] of cases) {
      expect(issuesOf(ClassFormSchema, { ...form, [field]: value }), `${field}=${String(value)}`).toEqual({
        [field]: message,
      });
    }
  });
});

describe('the API bodies', () => {
  it('need the school on create, never take a class_name, and take any subset on update', () => {
    expect(issuesOf(ClassCreateSchema, { ...form, school_id: undefined })).toEqual({
      school_id: M.schoolInvalid,
    });
    const created = v.parse(ClassCreateSchema, { ...form, school_id: SCHOOL, class_name: 'Mine' });
    expect(created).not.toHaveProperty('class_name');
    expect(v.parse(ClassUpdateSchema, { grade: 3 })).toEqual({ grade: 3 });
  });
});

describe('the class name', () => {
  it('is derived from the grade and labelled with the section', () => {
    expect(classNameOf(5)).toBe('Class 5');
    expect(classLabel({ class_name: classNameOf(5), grade: 5, section: 'A' })).toBe('Class 5 - A');
  });

  it('says how many pupils keep a class', () => {
    expect(classHasPupils(1)).toBe(
      'This class still has 1 pupil. Move them to another class or delete them first.',
    );
    expect(classHasPupils(3)).toMatch(/^This class still has 3 pupils\./);
  });
});
