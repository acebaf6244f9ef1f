/** Query strings of the subjects lists (spec §7): paging, search (name, code, department) and filters. */
import * as v from 'valibot';
import { SUBJECT_MESSAGES as M } from '../../../src/domain/subjects/subject-schema';
import { grade } from '../../../src/domain/school-records/record-fields';
import { LIST_MESSAGES, schoolRecordsQuery, statusParam, textParam } from '../../kit/list-query';

export const SubjectListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  grade: v.optional(grade({ required: M.gradeInvalid, invalid: M.gradeInvalid })),
  department: textParam(LIST_MESSAGES.filterTooLong),
  status: statusParam(M.statusInvalid),
});
export type SubjectListQuery = v.InferOutput<typeof SubjectListQuerySchema>;
