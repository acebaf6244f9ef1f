/** The students routes and their description, under /api/students (docs/api.md, "Routes"). */
import { checkStudentBulk, StudentBulkRowSchema } from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  StudentCreateSchema,
  StudentUpdateSchema,
} from '../../../src/domain/students/student-schema';
import { schoolRecordsRoutes } from '../../kit/school-records-routes';
import { StudentListQuerySchema } from './student-query-schema';
import { studentsService } from './students-service';

export const studentsRoutes = schoolRecordsRoutes({
  one: 'student',
  many: 'students',
  idInvalid: M.idInvalid,
  query: StudentListQuerySchema,
  create: StudentCreateSchema,
  update: StudentUpdateSchema,
  bulk: {
    check: checkStudentBulk,
    listKey: 'students',
    schoolInvalid: M.schoolInvalid,
    row: StudentBulkRowSchema,
  },
  bySchool: { schoolInvalid: M.schoolInvalid },
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: studentsService,
});
