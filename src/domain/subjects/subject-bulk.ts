/** `POST /subjects/bulk`: the all-or-nothing import and row check of every bulk import (csv/bulk-request.ts). */
import * as v from 'valibot';
import { recordId } from '../people/person-fields';
import { checkBulkRequest, type BulkParse } from '../csv/bulk-request';
import { SUBJECT_MESSAGES, SUBJECT_WIRE_FIELDS } from './subject-schema';
import { defineMessages } from '../i18n/languages';

export const SUBJECT_BULK_MESSAGES = defineMessages({
  codeRepeated: 'This subject code appears more than once in the file',
} as const);

export const SubjectBulkRowSchema = v.object({
  _id: v.optional(recordId(SUBJECT_MESSAGES.recordIdInvalid)),
  ...SUBJECT_WIRE_FIELDS,
});
export type SubjectBulkRow = v.InferOutput<typeof SubjectBulkRowSchema>;

export interface SubjectBulkRequest {
  school_id: string;
  rows: SubjectBulkRow[];
}

export const checkSubjectBulk = (input: unknown): BulkParse<SubjectBulkRequest> =>
  checkBulkRequest(input, 'subjects', SUBJECT_MESSAGES.schoolInvalid, SubjectBulkRowSchema);
