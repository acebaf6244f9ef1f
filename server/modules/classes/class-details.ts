/** `GET /api/classes/details/:id`: a class's teacher, subjects and students, for the School details page. */
import type { FastifyInstance } from 'fastify';
import { CLASS_MESSAGES as M } from '../../../src/domain/classes/class-schema';
import type { ClassDetails } from '../../../src/domain/schools/school';
import type { CurrentUser } from '../../auth/access';
import { ADMINS, assertSchoolAccess } from '../../auth/school-access';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { declareRoute } from '../../kit/declared-route';
import { idParams } from '../../kit/list-query';
import * as repo from './classes-repository';

async function classDetails(db: Db, user: CurrentUser, classId: string): Promise<ClassDetails> {
  const row = await repo.findClass(db, classId);
  if (!row) throw notFound(M.notFound);
  assertSchoolAccess(user, row.school_id);
  const teacher = row.class_teacher_id ? await repo.findTeacherContact(db, row.class_teacher_id) : undefined;
  return {
    teacher: teacher ?? null,
    subjects: await repo.findClassSubjectNames(db, row),
    students: await repo.findClassStudents(db, classId),
  };
}

export function classDetailsRoute(app: FastifyInstance): void {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '/details/:id',
      access: ADMINS,
      summary: "A class's teacher, subjects and students",
      params: idParams(M.recordIdInvalid),
      answer: { status: 200, description: 'The class and its details', schema: 'Data' },
    },
    async ({ params }, request) => ({
      success: true,
      data: await classDetails(app.db, request.currentUser, params.id),
    }),
  );
}
