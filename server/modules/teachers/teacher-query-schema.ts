/** Query strings of the teachers lists (spec §7): paging, search and filters, all optional. */
import * as v from 'valibot';
import { TEACHER_MESSAGES as M } from '../../../src/domain/teachers/teacher-schema';
import {
  LIST_MESSAGES,
  idParam,
  limitParam,
  pageParam,
  statusParam,
  textParam,
} from '../students/people-list';

export const TeacherListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam,
  /** Over name, e-mail and Teacher ID. */
  search: textParam(LIST_MESSAGES.searchTooLong),
  q: textParam(LIST_MESSAGES.searchTooLong),
  department: textParam(LIST_MESSAGES.filterTooLong),
  status: statusParam(M.statusInvalid),
  school_id: idParam(M.schoolInvalid),
});
export type TeacherListQuery = v.InferOutput<typeof TeacherListQuerySchema>;
