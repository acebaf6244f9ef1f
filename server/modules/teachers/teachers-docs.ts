/** The description of /api/teachers (server/openapi). */
import { TeacherBulkRowSchema } from '../../../src/domain/teachers/teacher-bulk';
import {
  TEACHER_MESSAGES as M,
  TeacherCreateSchema,
  TeacherUpdateSchema,
} from '../../../src/domain/teachers/teacher-schema';
import { schoolRecordsDocs } from '../../kit/school-records-docs';
import { TeacherListQuerySchema } from './teacher-query-schema';

export const teachersDocs = schoolRecordsDocs({
  base: '/api/teachers',
  one: 'teacher',
  many: 'teachers',
  idInvalid: M.recordIdInvalid,
  query: TeacherListQuerySchema,
  create: TeacherCreateSchema,
  update: TeacherUpdateSchema,
  bulk: { listKey: 'teachers', schoolInvalid: M.schoolInvalid, row: TeacherBulkRowSchema },
});
