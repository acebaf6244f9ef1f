/** Query strings of the classes lists: paging, search (class, section, class teacher), status, school. */
import type * as v from 'valibot';
import { CLASS_MESSAGES as M } from '../../../src/domain/classes/class-schema';
import { schoolRecordsQuery, statusParam } from '../../kit/list-query';

export const ClassListQuerySchema = schoolRecordsQuery(M.schoolInvalid, {
  status: statusParam(M.statusInvalid),
});
export type ClassListQuery = v.InferOutput<typeof ClassListQuerySchema>;
