/**
 * `/api/users` and its description: the accounts, for the super administrator only. A school
 * administrator and a plain user get 403 on every route.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import {
  ACCOUNT_STATUSES,
  USER_MESSAGES as M,
  UserCreateSchema,
  UserUpdateSchema,
} from '../../../src/domain/users/user-account';
import { ROLES } from '../../../src/domain/roles';
import { SUPER_ADMIN } from '../../auth/school-access';
import { declareRoute } from '../../kit/declared-route';
import { declareWrite } from '../../kit/declared-write';
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
const UserListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam,
  q: textParam(LIST_MESSAGES.searchTooLong),
  search: textParam(LIST_MESSAGES.searchTooLong),
  role: filter(ROLES, USER_QUERY_MESSAGES.roleFilterInvalid),
  status: filter(ACCOUNT_STATUSES, USER_QUERY_MESSAGES.statusFilterInvalid),
});

const UserIdParams = idParams(M.recordIdInvalid);

const written = { status: 200, description: 'The account as stored' } as const;
const access = SUPER_ADMIN;
const failed = M.validationFailed;

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '',
      access,
      summary: 'The accounts (every one unless a `limit` is given), by e-mail',
      description: '`q` (or `search`) over name, e-mail and school name; `role` and `status` filters.',
      query: UserListQuerySchema,
      answer: { status: 200, description: 'A page of accounts', schema: 'List' },
    },
    async ({ query: { q, search, ...rest } }) => reads.listUsers(app.db, { ...rest, search: q ?? search }),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/:id',
      access,
      summary: 'One account',
      params: UserIdParams,
      answer: { status: 200, description: 'The account', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await reads.getUser(app.db, params.id) }),
  );

  declareWrite(
    app,
    {
      method: 'POST',
      url: '',
      access,
      summary: 'Add an account (no password: it signs in with a code)',
      description: `A school administrator needs a live school, a super administrator has none. ${M.emailTaken}: 409.`,
      body: UserCreateSchema,
      bodyMessage: failed,
      answer: { ...written, status: 201 },
      message: M.created,
    },
    async (context, { body }) => writes.createUser(context, body),
  );

  declareWrite(
    app,
    {
      method: 'PATCH',
      url: '/:id',
      access,
      summary: 'Edit, deactivate (`status: inactive`) or reactivate an account',
      description:
        'Deactivation ends every session of the account. Nobody deactivates or demotes themselves or the last active super administrator (409 `in_use`).',
      params: UserIdParams,
      body: UserUpdateSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: written,
      message: M.edited,
    },
    async (context, { params, body, baseVersion }, user) =>
      writes.updateUser(context, user.id, params.id, body, baseVersion),
  );

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/:id/send-code',
      access,
      summary: 'Mail a sign-in code to an active account',
      params: UserIdParams,
      answer: { status: 200, description: '`{ success, message }`', schema: 'Message' },
      refusals: { 409: 'The account is deactivated (`in_use`): reactivate it first' },
    },
    async ({ params }, request) => writes.sendSignInCode(app, params.id, requestLanguage(request)),
  );
  done();
};
