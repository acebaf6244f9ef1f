/**
 * A school's classes: the form's and the API's rules
 * and messages, one schema for both. `class_name` is derived from the grade, never sent.
 */
import * as v from 'valibot';
import { activeStatus, recordId } from '../people/person-fields';
import { grade, requiredText, wholeNumber } from '../school-records/record-fields';
import { defineMessages } from '../i18n/languages';

export const SECTIONS = ['A', 'B', 'C', 'D'] as const;
export const SUBJECT_COUNT = { min: 1, max: 12, default: 6 } as const;

export const CLASS_MESSAGES = defineMessages({
  gradeRequired: 'Grade is required',
  gradeInvalid: 'Grade must be from 1 to 7',
  sectionRequired: 'Section is required',
  sectionInvalid: 'Section must be A, B, C or D',
  teacherRequired: 'Teacher is required',
  teacherInvalid: 'Please select a teacher of this school',
  scheduleRequired: 'Schedule is required',
  scheduleTooLong: 'Schedule must be less than 100 characters',
  subjectCountRequired: 'Number of subjects is required',
  subjectCountInvalid: 'Number of subjects must be from 1 to 12',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be either active or inactive',
  taken: 'A class with this grade and section already exists in this school',
  recordIdInvalid: 'Invalid class id',
  schoolInvalid: 'Invalid school id',
  notFound: 'Class not found',
  added: 'Class added successfully!',
  updated: 'Class updated successfully!',
  deleted: 'Class deleted successfully!',
  saveFailed: 'Failed to save class. Please try again.',
  deleteFailed: 'Failed to delete class. Please try again.',
  /** `classHasPupils` in the chosen language (`t(M.hasPupils, { count })`). */
  hasPupils:
    'This class still has {count, plural, one {# pupil} other {# pupils}}. Move them to another class or delete them first.',
} as const);

const M = CLASS_MESSAGES;

/** Why a class with pupils cannot be deleted (the device and the server say the same). */
export const classHasPupils = (pupils: number) =>
  `This class still has ${pupils} ${pupils === 1 ? 'pupil' : 'pupils'}. Move them to another class or delete them first.`;

/** 'Class 5': the stored class_name of a grade; `classLabel()` adds the section. */
export const classNameOf = (classGrade: number) => `Class ${classGrade}`;

const section = v.pipe(
  v.string(M.sectionRequired),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(M.sectionRequired),
  v.picklist(SECTIONS, M.sectionInvalid),
);
const teacher = v.pipe(
  v.string(M.teacherRequired),
  v.trim(),
  v.nonEmpty(M.teacherRequired),
  recordId(M.teacherInvalid),
);

/** The Class form and the API's fields alike: numbers may come as digits from the form. */
export const CLASS_FIELDS = {
  grade: grade({ required: M.gradeRequired, invalid: M.gradeInvalid }),
  section,
  class_teacher_id: teacher,
  schedule: requiredText({ required: M.scheduleRequired, tooLong: M.scheduleTooLong }),
  subject_count: wholeNumber(
    { required: M.subjectCountRequired, invalid: M.subjectCountInvalid },
    SUBJECT_COUNT.min,
    SUBJECT_COUNT.max,
  ),
  status: activeStatus(M.statusRequired, M.statusInvalid),
} as const;
export const ClassFormSchema = v.object(CLASS_FIELDS);
export type ClassFormOutput = v.InferOutput<typeof ClassFormSchema>;

export const ClassCreateSchema = v.object({
  _id: v.optional(recordId(M.recordIdInvalid)),
  ...CLASS_FIELDS,
  school_id: recordId(M.schoolInvalid),
});

export const ClassUpdateSchema = v.partial(ClassFormSchema);
