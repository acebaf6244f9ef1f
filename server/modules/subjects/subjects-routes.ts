/** The subjects routes, under /api/subjects (docs/api.md, "Routes"). */
import { checkSubjectBulk } from '../../../src/domain/subjects/subject-bulk';
import {
  SUBJECT_MESSAGES as M,
  SubjectCreateSchema,
  SubjectUpdateSchema,
} from '../../../src/domain/subjects/subject-schema';
import { sendJsonText } from '../../http/json-text';
import { parseInput } from '../../http/validate';
import { idParams } from '../../kit/list-query';
import { ADMINS_ONLY, schoolRecordsRoutes } from '../../kit/school-records-routes';
import { SubjectListQuerySchema } from './subject-query-schema';
import { schoolSubjects, subjectsService } from './subjects-service';

const SchoolIdParams = idParams(M.schoolInvalid);

export const subjectsRoutes = schoolRecordsRoutes({
  idInvalid: M.recordIdInvalid,
  query: SubjectListQuerySchema,
  create: SubjectCreateSchema,
  update: SubjectUpdateSchema,
  checkBulk: checkSubjectBulk,
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: subjectsService,
  more(app) {
    app.get('/school/:id', ADMINS_ONLY, async (request, reply) => {
      const { id } = parseInput(SchoolIdParams, request.params);
      const query = parseInput(SubjectListQuerySchema, request.query);
      return sendJsonText(reply, await schoolSubjects(app.db, request.currentUser, id, query));
    });
  },
});
