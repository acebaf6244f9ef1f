/** Teachers: the API's view, the Teacher form and the bodies of create and update. */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';
import { activeStatus, code, personEmail, personName, recordId } from '../people/person-fields';

export const TEACHER_MESSAGES = defineMessages({
  idRequired: 'Teacher ID is required',
  idTooShort: 'Teacher ID must be at least 3 characters',
  idTooLong: 'Teacher ID must be less than 20 characters',
  idInvalid: 'Teacher ID must contain only letters and numbers',
  idReadOnly: 'This field cannot be changed',
  nameRequired: 'Teacher name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be either active or inactive',
  departmentTooLong: 'Department must be less than 100 characters',
  idTaken: 'This Teacher ID is already used in this school',
  recordIdInvalid: 'Invalid teacher id',
  schoolInvalid: 'Invalid school id',
  added: 'Teacher added successfully!',
  updated: 'Teacher updated successfully!',
  deleted: 'Teacher deleted successfully!',
  saveFailed: 'Failed to save teacher. Please try again.',
  deleteFailed: 'Failed to delete teacher. Please try again.',
});

const M = TEACHER_MESSAGES;

/** An Indian mobile number: 10 digits, first digit 6-9; spaces ignored. */
const phone = v.pipe(
  v.string(M.phoneRequired),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.nonEmpty(M.phoneRequired),
  v.regex(/^[6-9]\d{9}$/, M.phoneInvalid),
);

const teacherCode = code(
  { required: M.idRequired, tooShort: M.idTooShort, tooLong: M.idTooLong, invalid: M.idInvalid },
  3,
  20,
);
const status = activeStatus(M.statusRequired, M.statusInvalid);
const department = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, M.departmentTooLong))),
);

/** The Teacher form, field by field as the person types. */
export const TEACHER_FORM_FIELDS = {
  teacher_id: teacherCode,
  teacher_name: personName(M.nameRequired),
  email: personEmail,
  phone_number: phone,
  status,
} as const;

export const TEACHER_WIRE_FIELDS = {
  teacher_id: teacherCode,
  teacher_name: personName(M.nameRequired),
  email: personEmail,
  phone_number: phone,
  status,
  department,
} as const;

export const TeacherCreateSchema = v.object({
  _id: v.optional(recordId(M.recordIdInvalid)),
  ...TEACHER_WIRE_FIELDS,
  school_id: recordId(M.schoolInvalid),
});

/** teacher_id may be sent unchanged (the portal sends it) but never changed: the service checks that. */
export const TeacherUpdateSchema = v.partial(v.object(TEACHER_WIRE_FIELDS));

/** A teacher as the API answers it. */
export interface Teacher {
  _id: string;
  teacher_id: string;
  teacher_name: string;
  email: string;
  phone_number: string;
  status: 'active' | 'inactive';
  department: string | null;
  school_id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
