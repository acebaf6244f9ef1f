/** Query strings of the students lists: paging, search (name, e-mail, roll number) and filters. */
import type * as v from 'valibot';
import { STUDENT_MESSAGES as M } from '../../../src/domain/students/student-schema';
import { idParam, schoolRecordsQuery, statusParam } from '../../kit/list-query';

export const StudentListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  class: idParam(M.classInvalid),
  class_id: idParam(M.classInvalid),
  status: statusParam(M.statusInvalid),
});
export type StudentListQuery = v.InferOutput<typeof StudentListQuerySchema>;
