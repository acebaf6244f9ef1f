/** Spec §7 Teachers, under /api/teachers. */
import type { FastifyPluginCallback } from 'fastify';
import { BULK_MESSAGES, checkTeacherBulk } from '../../../src/domain/teachers/teacher-bulk';
import {
  TEACHER_MESSAGES as M,
  TeacherCreateSchema,
  TeacherUpdateSchema,
} from '../../../src/domain/teachers/teacher-schema';
import { badRequest } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { expectedVersion, runWrite } from '../../http/write';
import { ADMINS } from '../schools/school-access';
import { idParams } from '../students/people-list';
import { TeacherListQuerySchema } from './teacher-query-schema';
import { bulkCreateTeachers } from './teachers-bulk-service';
import * as reads from './teachers-read-service';
import * as writes from './teachers-service';

const TeacherIdParams = idParams(M.recordIdInvalid);

export const teachersRoutes: FastifyPluginCallback = (app, _options, done) => {
  const admins = { config: { access: ADMINS } };
  const failed = BULK_MESSAGES.validationFailed;

  for (const path of ['/', '/search']) {
    app.get(path, admins, async (request) =>
      reads.listTeachers(app.db, request.currentUser, parseInput(TeacherListQuerySchema, request.query)),
    );
  }

  app.get('/:id', admins, async (request) => {
    const { id } = parseInput(TeacherIdParams, request.params);
    return { success: true, data: await reads.getTeacher(app.db, request.currentUser, id) };
  });

  app.post('/', admins, async (request, reply) => {
    const input = parseInput(TeacherCreateSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      async (context) => ({
        success: true,
        message: M.added,
        data: await writes.createTeacher(context, request.currentUser, input),
      }),
      201,
    );
  });

  app.post('/bulk', admins, async (request, reply) => {
    const checked = checkTeacherBulk(request.body);
    if (!checked.success) throw badRequest(checked.message, checked.errors);
    return runWrite(
      request,
      reply,
      (context) => bulkCreateTeachers(context, request.currentUser, checked.output),
      201,
    );
  });

  app.patch('/:id', admins, async (request, reply) => {
    const { id } = parseInput(TeacherIdParams, request.params);
    const input = parseInput(TeacherUpdateSchema, request.body, failed);
    const baseVersion = expectedVersion(request);
    return runWrite(request, reply, async (context) => ({
      success: true,
      message: M.updated,
      data: await writes.updateTeacher(context, request.currentUser, id, input, baseVersion),
    }));
  });

  app.delete('/:id', admins, async (request, reply) => {
    const { id } = parseInput(TeacherIdParams, request.params);
    const baseVersion = expectedVersion(request);
    return runWrite(request, reply, async (context) => ({
      success: true,
      message: M.deleted,
      data: await writes.deleteTeacher(context, request.currentUser, id, baseVersion),
    }));
  });
  done();
};
