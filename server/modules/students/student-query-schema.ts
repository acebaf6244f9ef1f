/**
 * Query strings of the students lists: paging, search (name, e-mail, roll number) and filters. Pupils who
 * left the school are listed only with `left=true`, and then only they are.
 */
import * as v from 'valibot';
import { STUDENT_MESSAGES as M } from '../../../src/domain/students/student-schema';
import { idParam, schoolRecordsQuery, statusParam } from '../../kit/list-query';

/** `true`: the pupils who left; `false` or nothing: those who attend. */
const leftParam = v.optional(
  v.pipe(
    v.string(M.leftInvalid),
    v.metadata({ enum: ['true', 'false'] }),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', ''], M.leftInvalid),
    v.transform((value) => value === 'true'),
  ),
);

export const StudentListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  class: idParam(M.classInvalid),
  class_id: idParam(M.classInvalid),
  status: statusParam(M.statusInvalid),
  left: leftParam,
});
export type StudentListQuery = v.InferOutput<typeof StudentListQuerySchema>;
