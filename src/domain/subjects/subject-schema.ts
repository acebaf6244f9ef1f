/** A school's subjects: the record, the Subject form and the API's bodies; credits 1-6, default 3. */
import * as v from 'valibot';
import { activeStatus, code, recordId } from '../people/person-fields';
import { grade, requiredText, wholeNumber } from '../school-records/record-fields';
import { defineMessages } from '../i18n/languages';

export const DEFAULT_CREDITS = 3;

export const SUBJECT_MESSAGES = defineMessages({
  nameRequired: 'Subject name is required',
  nameTooShort: 'Subject name must be at least 2 characters',
  nameTooLong: 'Subject name must be less than 100 characters',
  codeRequired: 'Subject code is required',
  codeTooShort: 'Subject code must be at least 2 characters',
  codeTooLong: 'Subject code must be less than 20 characters',
  codeInvalid: 'Subject code must contain only letters and numbers',
  codeTaken: 'This subject code is already used in this school',
  departmentRequired: 'Department is required',
  departmentTooLong: 'Department must be less than 100 characters',
  gradeRequired: 'Grade is required',
  gradeInvalid: 'Grade must be a whole number from 1 to 7',
  creditsRequired: 'Credits are required',
  creditsInvalid: 'Credits must be a whole number from 1 to 6',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be either active or inactive',
  recordIdInvalid: 'Invalid subject id',
  schoolInvalid: 'Invalid school id',
  added: 'Subject added successfully!',
  updated: 'Subject updated successfully!',
  deleted: 'Subject deleted successfully!',
  saveFailed: 'Failed to save subject. Please try again.',
  deleteFailed: 'Failed to delete subject. Please try again.',
} as const);

const M = SUBJECT_MESSAGES;

const name = v.pipe(
  requiredText({ required: M.nameRequired, tooLong: M.nameTooLong }),
  v.minLength(2, M.nameTooShort),
);
const subjectCode = code(
  { required: M.codeRequired, tooShort: M.codeTooShort, tooLong: M.codeTooLong, invalid: M.codeInvalid },
  2,
  20,
);
const department = requiredText({ required: M.departmentRequired, tooLong: M.departmentTooLong });
const credits = wholeNumber({ required: M.creditsRequired, invalid: M.creditsInvalid }, 1, 6);
const status = activeStatus(M.statusRequired, M.statusInvalid);

/** The Subject form, field by field: every field has a value, credits pre-filled with 3. */
export const SUBJECT_FORM_FIELDS = {
  name,
  code: subjectCode,
  department,
  grade: grade({ required: M.gradeRequired, invalid: M.gradeInvalid }),
  credits,
  status,
} as const;
export const SubjectFormSchema = v.object(SUBJECT_FORM_FIELDS);

/** From the API or a CSV row: credits default to 3 and status to active when not sent. */
export const SUBJECT_WIRE_FIELDS = {
  ...SUBJECT_FORM_FIELDS,
  credits: v.optional(credits, DEFAULT_CREDITS),
  status: v.optional(status, 'active'),
} as const;

export const SubjectCreateSchema = v.object({
  _id: v.optional(recordId(M.recordIdInvalid)),
  ...SUBJECT_WIRE_FIELDS,
  school_id: recordId(M.schoolInvalid),
});

/** Any of the form's fields, the code included (a subject's code may be corrected). */
export const SubjectUpdateSchema = v.partial(SubjectFormSchema);
