/** The schools routes, under /api/schools (docs/api.md, "Routes"). */
import type { FastifyPluginCallback } from 'fastify';
import { SCHOOL_API_MESSAGES as A, SCHOOL_MESSAGES as M } from '../../../src/domain/schools/school-messages';
import {
  SchoolListQuerySchema,
  SchoolStatusQuerySchema,
} from '../../../src/domain/schools/school-query-schema';
import {
  SchoolBulkUpdateSchema,
  SchoolCreateSchema,
  SchoolPatchSchema,
} from '../../../src/domain/schools/school-schema';
import { limitBody } from '../../http/body-limits';
import { idParams } from '../../kit/list-query';
import { parseInput } from '../../http/validate';
import { answered, runWrite, writeChange } from '../../http/write';
import { ADMINS, SUPER_ADMIN } from '../../auth/school-access';
import * as reads from './schools-read-service';
import * as writes from './schools-service';

/** A school named by the path: its id checked for shape before any query. */
export const SchoolIdParams = idParams(M.idInvalid);
const schoolIdOf = (request: { params: unknown }) => parseInput(SchoolIdParams, request.params).id;

export const schoolsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const admins = { config: { access: ADMINS } };
  const superAdmin = { config: { access: SUPER_ADMIN } };

  for (const path of ['', '/search', '/search-advanced']) {
    app.get(path, admins, async (request) =>
      reads.listSchools(app.db, request.currentUser, parseInput(SchoolListQuerySchema, request.query)),
    );
  }

  app.get('/active', admins, async (request) => {
    const data = await reads.allSchools(app.db, request.currentUser, 'active');
    return { success: true, data, schools: data };
  });

  app.get('/dropdown', admins, async (request) => {
    const { status } = parseInput(SchoolStatusQuerySchema, request.query);
    return { success: true, data: await reads.schoolDropdown(app.db, request.currentUser, status) };
  });

  app.get('/statistics', admins, async (request) => ({
    success: true,
    data: await reads.schoolsOverview(app.db, request.currentUser),
  }));

  app.get('/statistics/:id', admins, async (request) => ({
    success: true,
    data: await reads.schoolStatistics(app.db, request.currentUser, schoolIdOf(request)),
  }));

  app.get('/:id', admins, async (request) => ({
    success: true,
    data: await reads.getSchool(app.db, request.currentUser, schoolIdOf(request)),
  }));

  app.post('/initiate-school', superAdmin, async (request, reply) => {
    const input = parseInput(SchoolCreateSchema, request.body, M.validationFailed);
    return runWrite(
      request,
      reply,
      answered(A.added, (context) => writes.createSchool(context, request.currentUser, input)),
      201,
    );
  });

  app.patch('/:id', admins, async (request, reply) => {
    const input = parseInput(SchoolPatchSchema, request.body, M.validationFailed);
    return writeChange(request, reply, A.updated, (context, baseVersion) =>
      writes.updateSchool(context, request.currentUser, schoolIdOf(request), input, baseVersion),
    );
  });

  app.delete('/:id', superAdmin, async (request, reply) => {
    return writeChange(request, reply, A.deleted, (context, baseVersion) =>
      writes.deleteSchool(context, request.currentUser, schoolIdOf(request), baseVersion),
    );
  });

  // At most 500 ids: about 20 KB.
  app.put('/bulk-update', { ...superAdmin, ...limitBody('record') }, async (request, reply) => {
    const input = parseInput(SchoolBulkUpdateSchema, request.body, M.validationFailed);
    return runWrite(request, reply, async (context) => ({
      success: true,
      message: A.bulkUpdated,
      ...(await writes.bulkUpdateStatus(context, input)),
    }));
  });
  done();
};
