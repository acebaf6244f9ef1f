/**
 * The routes of an area of a school's records (students, teachers, ...), each with its description,
 * from the area's declaration: GET `/` and `/search`, GET `/:id`, POST `/`, PATCH `/:id`, DELETE `/:id`, and
 * for areas that have them POST `/bulk` (a CSV import) and GET `/school/:id` (a school's records).
 * Every route is open to administrators; the services check which school they may touch.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { BULK_MESSAGES } from '../../src/domain/csv/bulk-request';
import { recordId } from '../../src/domain/people/person-fields';
import { ADMINS } from '../auth/school-access';
import type { Db } from '../db/connection';
import { BODY_LIMITS } from '../http/body-limits';
import { badRequest } from '../http/errors';
import { sendJsonText, type JsonText } from '../http/json-text';
import { runWrite, type WriteContext } from '../http/write';
import type { CurrentUser } from '../auth/access';
import { IDEMPOTENCY_KEY } from '../openapi/route-doc';
import { declareRoute } from './declared-route';
import { declareWrite } from './declared-write';
import { idParams, type SchoolRecordsQuery } from './list-query';
import type { BulkRequest, ListOptions, SchoolRecordsRoutesDeclaration } from './school-records';

/** The reads and writes the routes call: the area's service. */
interface SchoolRecordsRoutesService<Query, Create, Update, Bulk> {
  list(db: Db, user: CurrentUser, query: Query, options?: ListOptions): Promise<JsonText>;
  get(db: Db, user: CurrentUser, id: string): Promise<unknown>;
  create(context: WriteContext, user: CurrentUser, input: Create): Promise<unknown>;
  bulkCreate(context: WriteContext, user: CurrentUser, input: Bulk): Promise<unknown>;
  update(
    context: WriteContext,
    user: CurrentUser,
    id: string,
    input: Update,
    base?: number,
  ): Promise<unknown>;
  remove(context: WriteContext, user: CurrentUser, id: string, base?: number): Promise<unknown>;
}

export function schoolRecordsRoutes<Query extends SchoolRecordsQuery, Create, Update, BulkRow>(
  area: SchoolRecordsRoutesDeclaration<Query, Create, Update, BulkRow>,
  service: SchoolRecordsRoutesService<Query, Create, Update, BulkRequest<BulkRow>>,
): FastifyPluginCallback {
  const IdParams = idParams(area.messages.recordIdInvalid);
  const failed = BULK_MESSAGES.validationFailed;
  const {
    messages: M,
    words: { one, many },
  } = area;
  const access = ADMINS;

  return (app, _options, done) => {
    const list = {
      method: 'GET',
      access,
      description: 'A school administrator sees their own school only; `school_id` picks one school.',
      query: area.query,
      answer: { status: 200, description: `A page of ${many}`, schema: 'List' },
      refusals: { 404: '`school_id` names no school' },
    } as const;
    const listed = async ({ query }: { query: Query }, request: { currentUser: CurrentUser }) =>
      service.list(app.db, request.currentUser, query);
    declareRoute(
      app,
      { ...list, url: '', summary: `The ${many} of the schools the caller may see` },
      async (input, request, reply) => sendJsonText(reply, await listed(input, request)),
    );
    declareRoute(
      app,
      { ...list, url: '/search', summary: `Search the ${many} (the same as the list)` },
      async (input, request, reply) => sendJsonText(reply, await listed(input, request)),
    );

    if (area.bySchool) {
      declareRoute(
        app,
        {
          method: 'GET',
          url: '/school/:id',
          access,
          summary: `A school's ${many}`,
          description: 'Every match unless a `limit` is given.',
          params: idParams(area.bySchool.schoolInvalid),
          query: area.query,
          answer: { status: 200, description: `A page of ${many}`, schema: 'List' },
        },
        async ({ params, query }, request, reply) =>
          sendJsonText(
            reply,
            await service.list(
              app.db,
              request.currentUser,
              { ...query, school_id: params.id },
              { defaultLimit: 'all', liveSchool: true },
            ),
          ),
      );
    }
    area.more?.(app);

    declareRoute(
      app,
      {
        method: 'GET',
        url: '/:id',
        access,
        summary: `One ${one}`,
        params: IdParams,
        answer: { status: 200, description: `The ${one}`, schema: 'Data' },
      },
      async ({ params }, request) => ({
        success: true,
        data: await service.get(app.db, request.currentUser, params.id),
      }),
    );

    declareWrite(
      app,
      {
        method: 'POST',
        url: '',
        access,
        summary: `Add a ${one}`,
        description: 'An optional client-chosen `_id` (a UUID); the same create again answers the record.',
        body: area.create,
        bodyMessage: failed,
        answer: { status: 201, description: `The ${one} as stored` },
        message: M.added,
      },
      async (context, { body }, user) => service.create(context, user, body),
    );

    const { bulk } = area;
    if (bulk) {
      declareRoute(
        app,
        {
          method: 'POST',
          url: '/bulk',
          access,
          bodyLimit: BODY_LIMITS.bulk,
          summary: `Import ${many} (a CSV file's rows), all or none`,
          description: 'Up to 5,000 rows; errors name rows as `rows.<index>.<field>`. Bodies up to 12 MB.',
          // The rows are checked by `bulk.check`, which names them by row; the schema describes them.
          otherBody: {
            contentType: 'application/json',
            schema: v.object({ school_id: recordId(bulk.schoolInvalid), [bulk.listKey]: v.array(bulk.row) }),
          },
          headers: [IDEMPOTENCY_KEY],
          answer: { status: 201, description: 'Every row as stored', schema: 'Bulk' },
        },
        async (_input, request, reply) => {
          const checked = bulk.check(request.body);
          if (!checked.success) throw badRequest(checked.message, checked.errors);
          return runWrite(
            request,
            reply,
            (context) => service.bulkCreate(context, request.currentUser, checked.output),
            201,
          );
        },
      );
    }

    declareWrite(
      app,
      {
        method: 'PATCH',
        url: '/:id',
        access,
        summary: `Change a ${one}`,
        params: IdParams,
        body: area.update,
        bodyMessage: failed,
        ifMatch: true,
        answer: { status: 200, description: `The ${one} as stored` },
        message: M.updated,
      },
      async (context, { params, body, baseVersion }, user) =>
        service.update(context, user, params.id, body, baseVersion),
    );

    declareWrite(
      app,
      {
        method: 'DELETE',
        url: '/:id',
        access,
        summary: `Delete a ${one} (a tombstone)`,
        params: IdParams,
        ifMatch: true,
        answer: { status: 200, description: `The deleted ${one}` },
        message: M.deleted,
      },
      async (context, { params, baseVersion }, user) => service.remove(context, user, params.id, baseVersion),
    );
    done();
  };
}
