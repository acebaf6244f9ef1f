/** The teachers routes and their description, under /api/teachers (docs/api.md, "Routes"). */
import { checkTeacherBulk, TeacherBulkRowSchema } from '../../../src/domain/teachers/teacher-bulk';
import {
  TEACHER_MESSAGES as M,
  TeacherCreateSchema,
  TeacherUpdateSchema,
} from '../../../src/domain/teachers/teacher-schema';
import { schoolRecordsRoutes } from '../../kit/school-records-routes';
import { TeacherListQuerySchema } from './teacher-query-schema';
import { teachersService } from './teachers-service';

export const teachersRoutes = schoolRecordsRoutes({
  one: 'teacher',
  many: 'teachers',
  idInvalid: M.recordIdInvalid,
  query: TeacherListQuerySchema,
  create: TeacherCreateSchema,
  update: TeacherUpdateSchema,
  bulk: {
    check: checkTeacherBulk,
    listKey: 'teachers',
    schoolInvalid: M.schoolInvalid,
    row: TeacherBulkRowSchema,
  },
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: teachersService,
});
