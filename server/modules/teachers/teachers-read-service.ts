/** Teachers as each caller may see them: lists with paging and filters, one teacher. */
import type { Teacher } from '../../../src/domain/teachers/teacher-schema';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import type { CurrentUser } from '../../plugins/auth';
import { assertSchoolAccess } from '../schools/school-access';
import { PEOPLE_LIST_DEFAULT_LIMIT, listAnswer, type ListAnswer } from '../students/people-list';
import { listScope } from '../students/students-read-service';
import type { TeacherListQuery } from './teacher-query-schema';
import { toTeacherView } from './teacher-view';
import * as repo from './teachers-repository';

export const TEACHER_NOT_FOUND = 'Teacher not found';

export async function listTeachers(
  db: Db,
  user: CurrentUser,
  query: TeacherListQuery,
): Promise<ListAnswer<Teacher>> {
  const page = { page: query.page ?? 1, limit: query.limit ?? PEOPLE_LIST_DEFAULT_LIMIT };
  const filter: repo.TeacherFilter = {
    schoolId: listScope(user, query.school_id),
    department: query.department,
    status: query.status,
    search: query.search ?? query.q,
  };
  const total = await repo.countTeachers(db, filter);
  const rows = await repo.findTeachers(db, filter, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return listAnswer(rows.map(toTeacherView), total, page, {
    search: filter.search,
    department: filter.department,
    status: filter.status,
    school_id: query.school_id,
  });
}

export async function getTeacher(db: Db, user: CurrentUser, id: string): Promise<Teacher> {
  const row = await repo.findTeacher(db, id);
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  assertSchoolAccess(user, row.school_id);
  if (row.deletedAt) throw notFound(TEACHER_NOT_FOUND);
  return toTeacherView(row);
}
