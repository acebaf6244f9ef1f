/** Spec §7 Students, under /api/students. */
import type { FastifyPluginCallback } from 'fastify';
import { BULK_MESSAGES, checkStudentBulk } from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  StudentCreateSchema,
  StudentUpdateSchema,
} from '../../../src/domain/students/student-schema';
import { badRequest } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { expectedVersion, runWrite } from '../../http/write';
import { ADMINS } from '../schools/school-access';
import { idParams } from './people-list';
import { StudentListQuerySchema } from './student-query-schema';
import { bulkCreateStudents } from './students-bulk-service';
import * as reads from './students-read-service';
import * as writes from './students-service';

const StudentIdParams = idParams(M.idInvalid);
const SchoolIdParams = idParams(M.schoolInvalid);

export const studentsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const admins = { config: { access: ADMINS } };
  const failed = BULK_MESSAGES.validationFailed;

  for (const path of ['/', '/search']) {
    app.get(path, admins, async (request) =>
      reads.listStudents(app.db, request.currentUser, parseInput(StudentListQuerySchema, request.query)),
    );
  }

  app.get('/school/:id', admins, async (request) => {
    const { id } = parseInput(SchoolIdParams, request.params);
    const query = parseInput(StudentListQuerySchema, request.query);
    return reads.schoolStudents(app.db, request.currentUser, id, query);
  });

  app.get('/:id', admins, async (request) => {
    const { id } = parseInput(StudentIdParams, request.params);
    return { success: true, data: await reads.getStudent(app.db, request.currentUser, id) };
  });

  app.post('/', admins, async (request, reply) => {
    const input = parseInput(StudentCreateSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      async (context) => ({
        success: true,
        message: M.added,
        data: await writes.createStudent(context, request.currentUser, input),
      }),
      201,
    );
  });

  app.post('/bulk', admins, async (request, reply) => {
    const checked = checkStudentBulk(request.body);
    if (!checked.success) throw badRequest(checked.message, checked.errors);
    return runWrite(
      request,
      reply,
      (context) => bulkCreateStudents(context, request.currentUser, checked.output),
      201,
    );
  });

  app.patch('/:id', admins, async (request, reply) => {
    const { id } = parseInput(StudentIdParams, request.params);
    const input = parseInput(StudentUpdateSchema, request.body, failed);
    const baseVersion = expectedVersion(request);
    return runWrite(request, reply, async (context) => ({
      success: true,
      message: M.updated,
      data: await writes.updateStudent(context, request.currentUser, id, input, baseVersion),
    }));
  });

  app.delete('/:id', admins, async (request, reply) => {
    const { id } = parseInput(StudentIdParams, request.params);
    const baseVersion = expectedVersion(request);
    return runWrite(request, reply, async (context) => ({
      success: true,
      message: M.deleted,
      data: await writes.deleteStudent(context, request.currentUser, id, baseVersion),
    }));
  });
  done();
};
