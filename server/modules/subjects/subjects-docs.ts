/** The description of /api/subjects (server/openapi). */
import { SubjectBulkRowSchema } from '../../../src/domain/subjects/subject-bulk';
import {
  SUBJECT_MESSAGES as M,
  SubjectCreateSchema,
  SubjectUpdateSchema,
} from '../../../src/domain/subjects/subject-schema';
import { idParams } from '../../kit/list-query';
import { schoolRecordsDocs } from '../../kit/school-records-docs';
import { SubjectListQuerySchema } from './subject-query-schema';

export const subjectsDocs = {
  ...schoolRecordsDocs({
    base: '/api/subjects',
    one: 'subject',
    many: 'subjects',
    idInvalid: M.recordIdInvalid,
    query: SubjectListQuerySchema,
    create: SubjectCreateSchema,
    update: SubjectUpdateSchema,
    bulk: { listKey: 'subjects', schoolInvalid: M.schoolInvalid, row: SubjectBulkRowSchema },
  }),
  'GET /api/subjects/school/:id': {
    summary: "A school's subjects",
    description: 'Every match unless a `limit` is given.',
    params: idParams(M.schoolInvalid),
    query: SubjectListQuerySchema,
    answer: { status: 200, description: 'A page of subjects', schema: 'List' },
  },
} as const;
