/** The students' bulk import: its row (the wire's fields and an optional client id) and its request check. */
import * as v from 'valibot';
import { checkBulkRequest, type BulkParse } from '../csv/bulk-request';
import { defineMessages } from '../i18n/languages';
import { recordId } from '../people/person-fields';
import { STUDENT_MESSAGES, STUDENT_WIRE_FIELDS } from './student-schema';

export const STUDENT_BULK_MESSAGES = defineMessages({
  rollRepeated: 'This roll number appears more than once for this class in the file',
});

export const StudentBulkRowSchema = v.object({
  _id: v.optional(recordId(STUDENT_MESSAGES.idInvalid)),
  ...STUDENT_WIRE_FIELDS,
});
export type StudentBulkRowInput = v.InferInput<typeof StudentBulkRowSchema>;
export type StudentBulkRow = v.InferOutput<typeof StudentBulkRowSchema>;

export interface StudentBulkRequest {
  school_id: string;
  rows: StudentBulkRow[];
}

export const checkStudentBulk = (input: unknown): BulkParse<StudentBulkRequest> =>
  checkBulkRequest(input, 'students', STUDENT_MESSAGES.schoolInvalid, StudentBulkRowSchema);
