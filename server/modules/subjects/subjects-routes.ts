/** The subjects routes and their description, under /api/subjects (docs/api.md, "Routes"). */
import { checkSubjectBulk, SubjectBulkRowSchema } from '../../../src/domain/subjects/subject-bulk';
import {
  SUBJECT_MESSAGES as M,
  SubjectCreateSchema,
  SubjectUpdateSchema,
} from '../../../src/domain/subjects/subject-schema';
import { schoolRecordsRoutes } from '../../kit/school-records-routes';
import { SubjectListQuerySchema } from './subject-query-schema';
import { subjectsService } from './subjects-service';

export const subjectsRoutes = schoolRecordsRoutes({
  one: 'subject',
  many: 'subjects',
  idInvalid: M.recordIdInvalid,
  query: SubjectListQuerySchema,
  create: SubjectCreateSchema,
  update: SubjectUpdateSchema,
  bulk: {
    check: checkSubjectBulk,
    listKey: 'subjects',
    schoolInvalid: M.schoolInvalid,
    row: SubjectBulkRowSchema,
  },
  bySchool: { schoolInvalid: M.schoolInvalid },
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: subjectsService,
});
