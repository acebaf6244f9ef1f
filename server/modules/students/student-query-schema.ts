/** Query strings of the students lists (spec §7): paging, search and filters, all optional. */
import * as v from 'valibot';
import { STUDENT_MESSAGES as M } from '../../../src/domain/students/student-schema';
import { LIST_MESSAGES, idParam, limitParam, pageParam, statusParam, textParam } from './people-list';

export const StudentListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam,
  /** Over name, e-mail and roll number. */
  search: textParam(LIST_MESSAGES.searchTooLong),
  q: textParam(LIST_MESSAGES.searchTooLong),
  class: idParam(M.classInvalid),
  class_id: idParam(M.classInvalid),
  status: statusParam(M.statusInvalid),
  school_id: idParam(M.schoolInvalid),
});
export type StudentListQuery = v.InferOutput<typeof StudentListQuerySchema>;
