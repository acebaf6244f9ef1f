/** Query strings of the teachers lists: paging, search (name, e-mail, Teacher ID) and filters. */
import type * as v from 'valibot';
import { TEACHER_MESSAGES as M } from '../../../src/domain/teachers/teacher-schema';
import { LIST_MESSAGES, schoolRecordsQuery, statusParam, textParam } from '../../kit/list-query';

export const TeacherListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  department: textParam(LIST_MESSAGES.filterTooLong),
  status: statusParam(M.statusInvalid),
});
export type TeacherListQuery = v.InferOutput<typeof TeacherListQuerySchema>;
