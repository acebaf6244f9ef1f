/**
 * The subjects area: the kit's reads and writes of a school's records, with the subject's
 * rule: a code is unique within the school (upper-cased, so whatever its case).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Subject } from '../../../src/domain/classes/class';
import { SUBJECT_BULK_MESSAGES } from '../../../src/domain/subjects/subject-bulk';
import { SUBJECT_MESSAGES as M } from '../../../src/domain/subjects/subject-schema';
import { subjects } from '../../db/schema';
import { schoolRecordsService } from '../../kit/school-records-service';
import type { SubjectListQuery } from './subject-query-schema';
import { subjectView, toSubjectView, type NewSubjectRow, type SubjectRow } from './subject-view';
import { subjectRows } from './subjects-repository';

export const subjectsService = schoolRecordsService<{
  row: SubjectRow;
  newRow: NewSubjectRow;
  view: Subject;
  query: SubjectListQuery;
}>({
  entity: 'subjects',
  table: subjects,
  repo: subjectRows,
  notFound: 'Subject not found',
  answers: async (_db, rows) => rows.map(toSubjectView),
  answerJson: subjectView.json(),
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
  unique: { fields: ['code'], taken: M.codeTaken, repeated: SUBJECT_BULK_MESSAGES.codeRepeated },
});
