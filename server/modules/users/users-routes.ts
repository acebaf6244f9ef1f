/**
 * `/api/users`: the accounts, for the super administrator only. A school
 * administrator and a plain user get 403 on every route.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ACCOUNT_STATUSES,
  USER_MESSAGES as M,
  UserCreateSchema,
  UserUpdateSchema,
} from '../../../src/domain/users/user-account';
import { ROLES } from '../../../src/domain/roles';
import { SUPER_ADMIN } from '../../auth/school-access';
import { parseInput } from '../../http/validate';
import { answered, runWrite, writeChange } from '../../http/write';
import { idParams, LIST_MESSAGES, limitParam, pageParam, textParam } from '../../kit/list-query';
import * as reads from './users-reads';
import { requestLanguage } from '../../i18n/translate';
import { defineMessages } from '../../../src/domain/i18n/languages';
import * as writes from './users-service';

export const USER_QUERY_MESSAGES = defineMessages({
  roleFilterInvalid: 'Role must be super_admin, school_admin or user',
  statusFilterInvalid: 'Status must be active or inactive',
} as const);

const filter = <T extends readonly string[]>(values: T, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.metadata({ enum: values }),
      v.trim(),
      v.transform((value) => value || undefined),
      v.optional(v.picklist(values, message)),
    ),
  );

/** `GET /users`: `q` (or `search`) over name, e-mail and school name; `role`, `status`; paging. */
export const UserListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam,
  q: textParam(LIST_MESSAGES.searchTooLong),
  search: textParam(LIST_MESSAGES.searchTooLong),
  role: filter(ROLES, USER_QUERY_MESSAGES.roleFilterInvalid),
  status: filter(ACCOUNT_STATUSES, USER_QUERY_MESSAGES.statusFilterInvalid),
});

export const UserIdParams = idParams(M.recordIdInvalid);

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const idOf = (request: FastifyRequest) => parseInput(UserIdParams, request.params).id;
  const failed = M.validationFailed;

  app.get('', superAdmin, async (request) => {
    const { q, search, ...rest } = parseInput(UserListQuerySchema, request.query);
    return reads.listUsers(app.db, { ...rest, search: q ?? search });
  });

  app.get('/:id', superAdmin, async (request) => ({
    success: true,
    data: await reads.getUser(app.db, idOf(request)),
  }));

  app.post('', superAdmin, async (request, reply) => {
    const input = parseInput(UserCreateSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      answered(M.created, (context) => writes.createUser(context, input)),
      201,
    );
  });

  app.patch('/:id', superAdmin, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(UserUpdateSchema, request.body, failed);
    return writeChange(request, reply, M.edited, (context, baseVersion) =>
      writes.updateUser(context, request.currentUser.id, id, input, baseVersion),
    );
  });

  app.post('/:id/send-code', superAdmin, async (request) =>
    writes.sendSignInCode(app, idOf(request), requestLanguage(request)),
  );
  done();
};
