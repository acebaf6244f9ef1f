/** Students as each caller may see them: lists with paging, one school's students, one student. */
import type { Student } from '../../../src/domain/students/student-schema';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../plugins/auth';
import { SCHOOL_API_MESSAGES } from '../../../src/domain/schools/school-messages';
import { assertSchoolAccess, schoolScopeOf } from '../schools/school-access';
import { findSchool } from '../schools/schools-repository';
import { PEOPLE_LIST_DEFAULT_LIMIT, listAnswer, type ListAnswer } from './people-list';
import type { StudentListQuery } from './student-query-schema';
import { toStudentAnswer, type StudentRow } from './student-view';
import * as repo from './students-repository';

export const STUDENT_NOT_FOUND = 'Student not found';

/** The answers of these rows, each with its class summary, in the rows' order. */
export async function studentAnswers(db: Db, rows: StudentRow[]): Promise<Student[]> {
  const summaries = await repo.findClassSummaries(
    db,
    rows.map((row) => row.class_id),
  );
  const byId = new Map(summaries.map((summary) => [summary._id, summary]));
  return rows.map((row) => toStudentAnswer(row, byId.get(row.class_id)));
}

export async function studentAnswer(db: Db, row: StudentRow): Promise<Student> {
  const [answer] = await studentAnswers(db, [row]);
  return answer!;
}

/** The school a list is limited to: a school admin's own (another one is 403), or the one asked for. */
export function listScope(user: CurrentUser, schoolId: string | undefined): string | undefined {
  const scope = schoolScopeOf(user);
  if (scope !== undefined && schoolId !== undefined && schoolId !== scope) throw forbidden();
  return schoolId ?? scope;
}

export async function listStudents(
  db: Db,
  user: CurrentUser,
  query: StudentListQuery,
  defaultLimit: number | 'all' = PEOPLE_LIST_DEFAULT_LIMIT,
): Promise<ListAnswer<Student>> {
  const status = query.status === undefined ? undefined : query.status === 'active';
  const filter: repo.StudentFilter = {
    schoolId: listScope(user, query.school_id),
    classId: query.class ?? query.class_id,
    status,
    search: query.search ?? query.q,
  };
  const total = await repo.countStudents(db, filter);
  const page = {
    page: query.page ?? 1,
    limit: query.limit ?? (defaultLimit === 'all' ? Math.max(total, 1) : defaultLimit),
  };
  const rows = await repo.findStudents(db, filter, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return listAnswer(await studentAnswers(db, rows), total, page, {
    search: filter.search,
    class: filter.classId,
    status: query.status,
    school_id: query.school_id,
  });
}

/** `GET /students/school/:id`: a live school's students, all of them unless a limit is given. */
export async function schoolStudents(db: Db, user: CurrentUser, schoolId: string, query: StudentListQuery) {
  assertSchoolAccess(user, schoolId);
  if (!(await findSchool(db, schoolId))) throw notFound(SCHOOL_API_MESSAGES.notFound);
  return listStudents(db, user, { ...query, school_id: schoolId }, 'all');
}

export async function getStudent(db: Db, user: CurrentUser, id: string): Promise<Student> {
  const row = await repo.findStudent(db, id);
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  assertSchoolAccess(user, row.school_id);
  if (row.deletedAt) throw notFound(STUDENT_NOT_FOUND);
  return studentAnswer(db, row);
}
