/**
 * The subjects area, under /api/subjects: the kit's routes, reads and writes of a school's records,
 * with the subject's rule: a code is unique within the school (upper-cased, so whatever its case).
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { GRADES } from '../../../src/domain/school-records/record-fields';
import {
  checkSubjectBulk,
  SUBJECT_BULK_MESSAGES,
  SubjectBulkRowSchema,
} from '../../../src/domain/subjects/subject-bulk';
import {
  SUBJECT_MESSAGES as M,
  SubjectCreateSchema,
  SubjectUpdateSchema,
} from '../../../src/domain/subjects/subject-schema';
import { subjects } from '../../db/schema';
import { LIST_MESSAGES, schoolRecordsQuery, statusParam, textParam } from '../../kit/list-query';
import { schoolRecordsArea } from '../../kit/school-records-area';
import { subjectView } from './subject-view';

/** A grade 1-7; empty means no filter. */
const gradeParam = v.optional(
  v.pipe(
    v.string(M.gradeInvalid),
    v.metadata({ enum: GRADES.map(String) }),
    v.trim(),
    v.check((value) => value === '' || GRADES.some((grade) => String(grade) === value), M.gradeInvalid),
    v.transform((value) => (value === '' ? undefined : Number(value))),
  ),
);

export const subjectsArea = schoolRecordsArea({
  entity: 'subjects',
  table: subjects,
  view: subjectView,
  words: { one: 'subject', many: 'subjects' },
  // Paging, search (name, code, department) and the filters below.
  query: schoolRecordsQuery(M.schoolInvalid, {
    grade: gradeParam,
    department: textParam(LIST_MESSAGES.filterTooLong),
    status: statusParam(M.statusInvalid),
  }),
  create: SubjectCreateSchema,
  update: SubjectUpdateSchema,
  messages: { ...M, notFound: 'Subject not found' },
  list: {
    search: [subjects.name, subjects.code, subjects.department],
    orderBy: [subjects.grade, subjects.name],
    filters: (query) => ({
      where: and(
        query.grade === undefined ? undefined : eq(subjects.grade, query.grade),
        query.department === undefined
          ? undefined
          : sql`lower(${subjects.department}) = lower(${query.department})`,
        query.status === undefined ? undefined : eq(subjects.status, query.status),
      ),
      echo: {
        grade: query.grade === undefined ? undefined : String(query.grade),
        department: query.department,
        status: query.status,
      },
    }),
  },
  rules: {
    unique: { fields: ['code'], taken: M.codeTaken, repeated: SUBJECT_BULK_MESSAGES.codeRepeated },
  },
  bulk: {
    check: checkSubjectBulk,
    listKey: 'subjects',
    schoolInvalid: M.schoolInvalid,
    row: SubjectBulkRowSchema,
  },
  bySchool: { schoolInvalid: M.schoolInvalid },
});
