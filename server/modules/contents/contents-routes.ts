/**
 * The contents routes and their description, under /api/contents: the list with its filters, one content, create, edit, delete.
 * Any administrator reads (content is the programme's lessons); only a super administrator writes.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import {
  CONTENT_MESSAGES as M,
  CONTENT_TYPES,
  ContentCreateSchema,
  ContentUpdateSchema,
} from '../../../src/domain/contents/content-schema';
import { ADMINS, SUPER_ADMIN } from '../../auth/school-access';
import { declareRoute } from '../../kit/declared-route';
import { declareWrite } from '../../kit/declared-write';
import { idParams, LIST_MESSAGES, limitParam, pageParam, textParam } from '../../kit/list-query';
import * as reads from './contents-reads';
import { defineMessages } from '../../../src/domain/i18n/languages';
import * as writes from './contents-service';

export const CONTENT_QUERY_MESSAGES = defineMessages({
  typeFilterInvalid: 'Content type must be video, vr or all',
} as const);

const IdParams = idParams(M.recordIdInvalid);

/** `GET /contents/all`: class, subject, type (video | vr | all), search, page, limit. */
const ListQuery = v.object({
  class: textParam(LIST_MESSAGES.filterTooLong),
  subject: textParam(LIST_MESSAGES.filterTooLong),
  type: v.optional(
    v.pipe(
      v.string(CONTENT_QUERY_MESSAGES.typeFilterInvalid),
      v.metadata({ enum: ['all', ...CONTENT_TYPES] }),
      v.trim(),
      v.toLowerCase(),
      v.check(
        (value) => ['', 'all', ...CONTENT_TYPES].includes(value),
        CONTENT_QUERY_MESSAGES.typeFilterInvalid,
      ),
      v.transform((value) => (value === '' || value === 'all' ? undefined : value)),
    ),
  ),
  search: textParam(LIST_MESSAGES.searchTooLong),
  page: pageParam,
  limit: limitParam,
});

const failed = M.validationFailed;

export const contentsRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '/all',
      access: ADMINS,
      summary: 'The lessons (filters `class`, `subject`, `type`, `search`; a page of 10)',
      query: ListQuery,
      answer: { status: 200, description: 'A page of lessons', schema: 'List' },
    },
    async ({ query }) =>
      reads.listContents(app.db, {
        classId: query.class,
        subjectId: query.subject,
        contentType: query.type,
        search: query.search,
        page: query.page,
        limit: query.limit,
      }),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/:id',
      access: ADMINS,
      summary: 'One lesson',
      params: IdParams,
      answer: { status: 200, description: 'The lesson', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await reads.getContent(app.db, params.id) }),
  );

  declareWrite(
    app,
    {
      method: 'POST',
      url: '',
      access: SUPER_ADMIN,
      summary: 'Add a lesson',
      description: 'Links are http(s) URLs or `/api/files/<id>` of a finished upload.',
      body: ContentCreateSchema,
      bodyMessage: failed,
      answer: { status: 201, description: 'The lesson as stored' },
      message: M.created,
    },
    async (context, { body }) => writes.createContent(context, body),
  );

  declareWrite(
    app,
    {
      method: 'PATCH',
      url: '/:id',
      access: SUPER_ADMIN,
      summary: 'Change a lesson (`video_file` taken as `video_link`)',
      params: IdParams,
      body: ContentUpdateSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: { status: 200, description: 'The lesson as stored' },
      message: M.updated,
    },
    async (context, { params, body, baseVersion }) =>
      writes.updateContent(context, params.id, body, baseVersion),
  );

  declareWrite(
    app,
    {
      method: 'DELETE',
      url: '/:id',
      access: SUPER_ADMIN,
      summary: 'Delete a lesson (a tombstone)',
      params: IdParams,
      ifMatch: true,
      answer: { status: 200, description: 'The deleted lesson' },
      message: M.deleted,
    },
    async (context, { params, baseVersion }) => writes.deleteContent(context, params.id, baseVersion),
  );
  done();
};
