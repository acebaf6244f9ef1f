/**
 * Students: the API's view, the Student form and the bodies of create and update. The form works with
 * `class` (a class id) and a status string; the wire carries `class_id` and a boolean status (true = active).
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';
import type { ClassHistoryEntry } from '../school-year/class-history';
import {
  activeStatus,
  code,
  personEmail,
  personName,
  recordId,
  type ActiveStatus,
} from '../people/person-fields';

export const STUDENT_MESSAGES = defineMessages({
  nameRequired: 'Student name is required',
  rollRequired: 'Roll number is required',
  rollTooShort: 'Roll number must be at least 2 characters',
  rollTooLong: 'Roll number must be less than 20 characters',
  rollInvalid: 'Roll number must contain only letters and numbers',
  classRequired: 'Class is required',
  classInvalid: 'Please select a valid class',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be active or inactive',
  leftInvalid: 'Left must be true or false',
  rollTaken: 'This roll number is already used in this class',
  idInvalid: 'Invalid student id',
  schoolInvalid: 'Invalid school id',
  added: 'Student added successfully!',
  updated: 'Student updated successfully!',
  deleted: 'Student deleted successfully!',
  saveFailed: 'Failed to save student. Please try again.',
  deleteFailed: 'Failed to delete student. Please try again.',
});

const M = STUDENT_MESSAGES;

/** A roll number: letters and digits, 2 to 20 of them, upper-cased. */
export const STUDENT_ROLL_NUMBER = code(
  { required: M.rollRequired, tooShort: M.rollTooShort, tooLong: M.rollTooLong, invalid: M.rollInvalid },
  2,
  20,
);
const classId = v.pipe(
  v.string(M.classRequired),
  v.trim(),
  v.nonEmpty(M.classRequired),
  recordId(M.classInvalid),
);
const status = activeStatus(M.statusRequired, M.statusInvalid);

/** The Student form, field by field as the person types. */
export const STUDENT_FORM_FIELDS = {
  student_name: personName(M.nameRequired),
  email: personEmail,
  roll_number: STUDENT_ROLL_NUMBER,
  class: classId,
  status,
} as const;
export const StudentFormSchema = v.object(STUDENT_FORM_FIELDS);
export type StudentFormOutput = v.InferOutput<typeof StudentFormSchema>;

/** Status on the wire: a boolean; older clients may send 'active' / 'inactive'. */
const wireStatus = v.union(
  [
    v.boolean(),
    v.pipe(
      status,
      v.transform((value: ActiveStatus) => value === 'active'),
    ),
  ],
  M.statusInvalid,
);

/** The body fields of create and update, tidied the way the server stores them. */
export const STUDENT_WIRE_FIELDS = {
  student_name: personName(M.nameRequired),
  email: personEmail,
  roll_number: STUDENT_ROLL_NUMBER,
  class_id: classId,
  status: wireStatus,
} as const;

export const StudentCreateSchema = v.object({
  _id: v.optional(recordId(M.idInvalid)),
  ...STUDENT_WIRE_FIELDS,
  school_id: recordId(M.schoolInvalid),
  profile_image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
});

export const StudentUpdateSchema = v.partial(
  v.object({ ...STUDENT_WIRE_FIELDS, profile_image: v.nullable(v.pipe(v.string(), v.maxLength(500))) }),
);

/** A student as the API answers it. */
export interface Student {
  _id: string;
  student_name: string;
  email: string;
  roll_number: string;
  class_id: string;
  status: boolean;
  school_id: string;
  profile_image: string | null;
  class?: { _id: string; class_name: string; section: string; grade: number } | null;
  /** The academic year at whose end the pupil left the school (`2026-27`), or null while they attend. */
  left_year: string | null;
  /** The pupil's classes of the years that ended, oldest first. */
  class_history: ClassHistoryEntry[];
  version: number;
  createdAt: string;
  updatedAt: string;
}
