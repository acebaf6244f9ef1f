/** `POST /teachers/bulk`: the all-or-nothing import and row check of every bulk import (csv/bulk-request.ts). */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';
import { recordId } from '../people/person-fields';
import { checkBulkRequest, type BulkParse } from '../csv/bulk-request';
import { TEACHER_MESSAGES, TEACHER_WIRE_FIELDS } from './teacher-schema';

export const TEACHER_BULK_MESSAGES = defineMessages({
  idRepeated: 'This Teacher ID appears more than once in the file',
});

export const TeacherBulkRowSchema = v.object({
  _id: v.optional(recordId(TEACHER_MESSAGES.recordIdInvalid)),
  ...TEACHER_WIRE_FIELDS,
});
export type TeacherBulkRow = v.InferOutput<typeof TeacherBulkRowSchema>;

export interface TeacherBulkRequest {
  school_id: string;
  rows: TeacherBulkRow[];
}

export const checkTeacherBulk = (input: unknown): BulkParse<TeacherBulkRequest> =>
  checkBulkRequest(input, 'teachers', TEACHER_MESSAGES.schoolInvalid, TeacherBulkRowSchema);
