/** Query strings of the subjects lists: paging, search (name, code, department) and filters. */
import * as v from 'valibot';
import { GRADES } from '../../../src/domain/school-records/record-fields';
import { SUBJECT_MESSAGES as M } from '../../../src/domain/subjects/subject-schema';
import { LIST_MESSAGES, schoolRecordsQuery, statusParam, textParam } from '../../kit/list-query';

/** A grade 1-7; empty means no filter. */
const gradeParam = v.optional(
  v.pipe(
    v.string(M.gradeInvalid),
    v.metadata({ enum: GRADES.map(String) }),
    v.trim(),
    v.check((value) => value === '' || GRADES.some((grade) => String(grade) === value), M.gradeInvalid),
    v.transform((value) => (value === '' ? undefined : Number(value))),
  ),
);

export const SubjectListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  grade: gradeParam,
  department: textParam(LIST_MESSAGES.filterTooLong),
  status: statusParam(M.statusInvalid),
});
export type SubjectListQuery = v.InferOutput<typeof SubjectListQuerySchema>;
