/** The students routes, under /api/students (docs/api.md, "Routes"). */
import { checkStudentBulk } from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  StudentCreateSchema,
  StudentUpdateSchema,
} from '../../../src/domain/students/student-schema';
import { idParams } from '../../kit/list-query';
import { ADMINS_ONLY, schoolRecordsRoutes } from '../../kit/school-records-routes';
import { sendJsonText } from '../../http/json-text';
import { parseInput } from '../../http/validate';
import { StudentListQuerySchema } from './student-query-schema';
import { schoolStudents, studentsService } from './students-service';

const SchoolIdParams = idParams(M.schoolInvalid);

export const studentsRoutes = schoolRecordsRoutes({
  idInvalid: M.idInvalid,
  query: StudentListQuerySchema,
  create: StudentCreateSchema,
  update: StudentUpdateSchema,
  checkBulk: checkStudentBulk,
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: studentsService,
  more(app) {
    app.get('/school/:id', ADMINS_ONLY, async (request, reply) => {
      const { id } = parseInput(SchoolIdParams, request.params);
      const query = parseInput(StudentListQuerySchema, request.query);
      return sendJsonText(reply, await schoolStudents(app.db, request.currentUser, id, query));
    });
  },
});
