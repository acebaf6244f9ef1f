/** The description of /api/contents (server/openapi). */
import {
  CONTENT_MESSAGES as M,
  ContentCreateSchema,
  ContentUpdateSchema,
} from '../../../src/domain/contents/content-schema';
import { idParams } from '../../kit/list-query';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';
import { ListQuery } from './contents-routes';

const params = idParams(M.recordIdInvalid);
const CHANGE = [IDEMPOTENCY_KEY, IF_MATCH];

export const contentsDocs: RouteTable = {
  'GET /api/contents/all': {
    summary: 'The lessons (filters `class`, `subject`, `type`, `search`; a page of 10)',
    query: ListQuery,
    answer: { status: 200, description: 'A page of lessons', schema: 'List' },
  },
  'GET /api/contents/:id': {
    summary: 'One lesson',
    params,
    answer: { status: 200, description: 'The lesson', schema: 'Data' },
  },
  'POST /api/contents': {
    summary: 'Add a lesson',
    description: 'Links are http(s) URLs or `/api/files/<id>` of a finished upload.',
    body: ContentCreateSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { status: 201, description: 'The lesson as stored', schema: 'Written' },
  },
  'PATCH /api/contents/:id': {
    summary: 'Change a lesson (`video_file` taken as `video_link`)',
    params,
    body: ContentUpdateSchema,
    headers: CHANGE,
    answer: { status: 200, description: 'The lesson as stored', schema: 'Written' },
  },
  'DELETE /api/contents/:id': {
    summary: 'Delete a lesson (a tombstone)',
    params,
    headers: CHANGE,
    answer: { status: 200, description: 'The deleted lesson', schema: 'Written' },
  },
};
