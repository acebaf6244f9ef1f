/**
 * The routes of an area of a school's records (students, teachers, ...), from a declaration:
 * GET `/` and `/search`, GET `/:id`, POST `/`, POST `/bulk`, PATCH `/:id`, DELETE `/:id`.
 * Every route is open to administrators; the services check which school they may touch.
 */
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type * as v from 'valibot';
import type { BulkParse } from '../../src/domain/csv/bulk-request';
import { BULK_MESSAGES } from '../../src/domain/csv/bulk-request';
import { ADMINS } from '../auth/school-access';
import type { Db } from '../db/connection';
import { limitBody } from '../http/body-limits';
import { badRequest } from '../http/errors';
import { sendJsonText, type JsonText } from '../http/json-text';
import { parseInput } from '../http/validate';
import { answered, runWrite, writeChange, type WriteContext } from '../http/write';
import type { CurrentUser } from '../auth/access';
import { idParams } from './list-query';

export const ADMINS_ONLY = { config: { access: ADMINS } };

export interface SchoolRecordsRoutes<Query, Create, Update, Bulk> {
  /** The 400 message of a bad `:id`. */
  idInvalid: string;
  query: v.GenericSchema<unknown, Query>;
  create: v.GenericSchema<unknown, Create>;
  update: v.GenericSchema<unknown, Update>;
  /** The CSV import's rows (`POST /bulk`), for areas that have one. */
  checkBulk?(body: unknown): BulkParse<Bulk>;
  messages: { added: string; updated: string; deleted: string };
  service: {
    list(db: Db, user: CurrentUser, query: Query): Promise<JsonText>;
    get(db: Db, user: CurrentUser, id: string): Promise<unknown>;
    create(context: WriteContext, user: CurrentUser, input: Create): Promise<unknown>;
    bulkCreate?(context: WriteContext, user: CurrentUser, input: Bulk): Promise<unknown>;
    update(
      context: WriteContext,
      user: CurrentUser,
      id: string,
      input: Update,
      base?: number,
    ): Promise<unknown>;
    remove(context: WriteContext, user: CurrentUser, id: string, base?: number): Promise<unknown>;
  };
  /** The area's other routes. */
  more?(app: FastifyInstance): void;
}

export function schoolRecordsRoutes<Query, Create, Update, Bulk>(
  area: SchoolRecordsRoutes<Query, Create, Update, Bulk>,
): FastifyPluginCallback {
  const IdParams = idParams(area.idInvalid);
  const failed = BULK_MESSAGES.validationFailed;
  const { service, messages: M } = area;

  return (app, _options, done) => {
    const idOf = (params: unknown) => parseInput(IdParams, params).id;

    for (const path of ['', '/search']) {
      app.get(path, ADMINS_ONLY, async (request, reply) =>
        sendJsonText(
          reply,
          await service.list(app.db, request.currentUser, parseInput(area.query, request.query)),
        ),
      );
    }
    area.more?.(app);

    app.get('/:id', ADMINS_ONLY, async (request) => {
      const id = idOf(request.params);
      return { success: true, data: await service.get(app.db, request.currentUser, id) };
    });

    app.post('', ADMINS_ONLY, async (request, reply) => {
      const input = parseInput(area.create, request.body, failed);
      return runWrite(
        request,
        reply,
        answered(M.added, (context) => service.create(context, request.currentUser, input)),
        201,
      );
    });

    if (area.checkBulk && service.bulkCreate) {
      app.post('/bulk', { ...ADMINS_ONLY, ...limitBody('bulk') }, async (request, reply) => {
        const checked = area.checkBulk!(request.body);
        if (!checked.success) throw badRequest(checked.message, checked.errors);
        return runWrite(
          request,
          reply,
          (context) => service.bulkCreate!(context, request.currentUser, checked.output),
          201,
        );
      });
    }

    app.patch('/:id', ADMINS_ONLY, async (request, reply) => {
      const id = idOf(request.params);
      const input = parseInput(area.update, request.body, failed);
      return writeChange(request, reply, M.updated, (context, baseVersion) =>
        service.update(context, request.currentUser, id, input, baseVersion),
      );
    });

    app.delete('/:id', ADMINS_ONLY, async (request, reply) => {
      const id = idOf(request.params);
      return writeChange(request, reply, M.deleted, (context, baseVersion) =>
        service.remove(context, request.currentUser, id, baseVersion),
      );
    });
    done();
  };
}
