/** The schools routes and their description, under /api/schools (docs/api.md, "Routes"). */
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
import { declareRoute } from '../../kit/declared-route';
import { idParams } from '../../kit/list-query';
import { IDEMPOTENCY_KEY, IF_MATCH } from '../../openapi/route-doc';
import { answered, runWrite, writeChange } from '../../http/write';
import { ADMINS, SUPER_ADMIN } from '../../auth/school-access';
import * as reads from './schools-read-service';
import * as writes from './schools-service';

/** A school named by the path: its id checked for shape before any query. */
const SchoolIdParams = idParams(M.idInvalid);
const CHANGE = [IDEMPOTENCY_KEY, IF_MATCH];
const failed = M.validationFailed;

export const schoolsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const list = {
    method: 'GET',
    access: ADMINS,
    description: 'A school administrator sees their own school only. The list is also under `schools`.',
    query: SchoolListQuerySchema,
    answer: { status: 200, description: 'A page of schools', schema: 'List' },
  } as const;
  for (const [url, summary] of [
    ['', 'The schools the caller may see'],
    ['/search', 'Search the schools (the same as the list)'],
    ['/search-advanced', 'Search the schools by field (the same as the list)'],
  ] as const) {
    declareRoute(app, { ...list, url, summary }, async ({ query }, request) =>
      reads.listSchools(app.db, request.currentUser, query),
    );
  }

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/active',
      access: ADMINS,
      summary: 'Every active school the caller may see',
      answer: { status: 200, description: 'The schools, under `data` and `schools`', schema: 'Data' },
    },
    async (_input, request) => {
      const data = await reads.allSchools(app.db, request.currentUser, 'active');
      return { success: true, data, schools: data };
    },
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/dropdown',
      access: ADMINS,
      summary: 'Names and ids of the schools, for pickers',
      query: SchoolStatusQuerySchema,
      answer: { status: 200, description: 'The schools', schema: 'Data' },
    },
    async ({ query }, request) => ({
      success: true,
      data: await reads.schoolDropdown(app.db, request.currentUser, query.status),
    }),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/statistics',
      access: ADMINS,
      summary: 'Counts over the schools the caller may see',
      answer: { status: 200, description: 'The counts', schema: 'Data' },
    },
    async (_input, request) => ({
      success: true,
      data: await reads.schoolsOverview(app.db, request.currentUser),
    }),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/statistics/:id',
      access: ADMINS,
      params: SchoolIdParams,
      summary: "One school's counts",
      answer: { status: 200, description: 'The counts', schema: 'Data' },
    },
    async ({ params }, request) => ({
      success: true,
      data: await reads.schoolStatistics(app.db, request.currentUser, params.id),
    }),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/:id',
      access: ADMINS,
      params: SchoolIdParams,
      summary: 'One school, with its live counts',
      answer: { status: 200, description: 'The school', schema: 'Data' },
    },
    async ({ params }, request) => ({
      success: true,
      data: await reads.getSchool(app.db, request.currentUser, params.id),
    }),
  );

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/initiate-school',
      access: SUPER_ADMIN,
      summary: 'Create a school',
      body: SchoolCreateSchema,
      bodyMessage: failed,
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 201, description: 'The school as stored', schema: 'Written' },
    },
    async ({ body }, request, reply) =>
      runWrite(
        request,
        reply,
        answered(A.added, (context) => writes.createSchool(context, request.currentUser, body)),
        201,
      ),
  );

  declareRoute(
    app,
    {
      method: 'PATCH',
      url: '/:id',
      access: ADMINS,
      params: SchoolIdParams,
      summary: 'Change a school',
      body: SchoolPatchSchema,
      bodyMessage: failed,
      headers: CHANGE,
      answer: { status: 200, description: 'The school as stored', schema: 'Written' },
    },
    async ({ params, body }, request, reply) =>
      writeChange(request, reply, A.updated, (context, baseVersion) =>
        writes.updateSchool(context, request.currentUser, params.id, body, baseVersion),
      ),
  );

  declareRoute(
    app,
    {
      method: 'DELETE',
      url: '/:id',
      access: SUPER_ADMIN,
      params: SchoolIdParams,
      summary: 'Delete a school (a tombstone)',
      headers: CHANGE,
      answer: { status: 200, description: 'The deleted school', schema: 'Written' },
    },
    async ({ params }, request, reply) =>
      writeChange(request, reply, A.deleted, (context, baseVersion) =>
        writes.deleteSchool(context, request.currentUser, params.id, baseVersion),
      ),
  );

  // At most 500 ids: about 20 KB, a record's write.
  declareRoute(
    app,
    {
      method: 'PUT',
      url: '/bulk-update',
      access: SUPER_ADMIN,
      summary: 'Set the status of many schools at once',
      description: 'Up to 500 ids; unknown ids are named under `missing`.',
      body: SchoolBulkUpdateSchema,
      bodyMessage: failed,
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 200, description: 'The schools changed', schema: 'Data' },
    },
    async ({ body }, request, reply) =>
      runWrite(request, reply, async (context) => ({
        success: true,
        message: A.bulkUpdated,
        ...(await writes.bulkUpdateStatus(context, body)),
      })),
  );
  done();
};
