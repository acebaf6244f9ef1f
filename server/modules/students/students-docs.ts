/** The description of /api/students (server/openapi). */
import { StudentBulkRowSchema } from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  StudentCreateSchema,
  StudentUpdateSchema,
} from '../../../src/domain/students/student-schema';
import { idParams } from '../../kit/list-query';
import { schoolRecordsDocs } from '../../kit/school-records-docs';
import { StudentListQuerySchema } from './student-query-schema';

export const studentsDocs = {
  ...schoolRecordsDocs({
    base: '/api/students',
    one: 'student',
    many: 'students',
    idInvalid: M.idInvalid,
    query: StudentListQuerySchema,
    create: StudentCreateSchema,
    update: StudentUpdateSchema,
    bulk: { listKey: 'students', schoolInvalid: M.schoolInvalid, row: StudentBulkRowSchema },
  }),
  'GET /api/students/school/:id': {
    summary: "A school's students",
    description: 'Every match unless a `limit` is given.',
    params: idParams(M.schoolInvalid),
    query: StudentListQuerySchema,
    answer: { status: 200, description: 'A page of students', schema: 'List' },
  },
} as const;
