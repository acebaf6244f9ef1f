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
import { declareWrite } from '../../kit/declared-write';
import { idParams } from '../../kit/list-query';
import { IDEMPOTENCY_KEY } from '../../openapi/route-doc';
import { runWrite } from '../../http/write';
import { ADMINS, SUPER_ADMIN } from '../../auth/school-access';
import * as reads from './schools-read-service';
import * as writes from './schools-service';

/** A school named by the path: its id checked for shape before any query. */
const SchoolIdParams = idParams(M.idInvalid);
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

  declareWrite(
    app,
    {
      method: 'POST',
      url: '/initiate-school',
      access: SUPER_ADMIN,
      summary: 'Create a school',
      body: SchoolCreateSchema,
      bodyMessage: failed,
      answer: { status: 201, description: 'The school as stored' },
      message: A.added,
    },
    async (context, { body }, user) => writes.createSchool(context, user, body),
  );

  declareWrite(
    app,
    {
      method: 'PATCH',
      url: '/:id',
      access: ADMINS,
      params: SchoolIdParams,
      summary: 'Change a school',
      body: SchoolPatchSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: { status: 200, description: 'The school as stored' },
      message: A.updated,
    },
    async (context, { params, body, baseVersion }, user) =>
      writes.updateSchool(context, user, params.id, body, baseVersion),
  );

  declareWrite(
    app,
    {
      method: 'DELETE',
      url: '/:id',
      access: SUPER_ADMIN,
      params: SchoolIdParams,
      summary: 'Delete a school (a tombstone)',
      ifMatch: true,
      answer: { status: 200, description: 'The deleted school' },
      message: A.deleted,
    },
    async (context, { params, baseVersion }, user) =>
      writes.deleteSchool(context, user, params.id, baseVersion),
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
