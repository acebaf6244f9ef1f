/** The description of /api/users (server/openapi). */
import {
  USER_MESSAGES as M,
  UserCreateSchema,
  UserUpdateSchema,
} from '../../../src/domain/users/user-account';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';
import { UserIdParams, UserListQuerySchema } from './users-routes';

const written = { status: 200, description: 'The account as stored', schema: 'Written' } as const;

export const usersDocs: RouteTable = {
  'GET /api/users': {
    summary: 'The accounts (every one unless a `limit` is given), by e-mail',
    description: '`q` (or `search`) over name, e-mail and school name; `role` and `status` filters.',
    query: UserListQuerySchema,
    answer: { status: 200, description: 'A page of accounts', schema: 'List' },
  },
  'GET /api/users/:id': {
    summary: 'One account',
    params: UserIdParams,
    answer: { status: 200, description: 'The account', schema: 'Data' },
  },
  'POST /api/users': {
    summary: 'Add an account (no password: it signs in with a code)',
    description: `A school administrator needs a live school, a super administrator has none. ${M.emailTaken}: 409.`,
    body: UserCreateSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { ...written, status: 201 },
  },
  'PATCH /api/users/:id': {
    summary: 'Edit, deactivate (`status: inactive`) or reactivate an account',
    description:
      'Deactivation ends every session of the account. Nobody deactivates or demotes themselves or the last active super administrator (409 `in_use`).',
    params: UserIdParams,
    body: UserUpdateSchema,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: written,
  },
  'POST /api/users/:id/send-code': {
    summary: 'Mail a sign-in code to an active account',
    params: UserIdParams,
    answer: { status: 200, description: '`{ success, message }`', schema: 'Message' },
    refusals: { 409: 'The account is deactivated (`in_use`): reactivate it first' },
  },
};
