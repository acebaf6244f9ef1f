/**
 * The contents routes, under /api/contents: the list with its filters, one content, create, edit, delete.
 * Any administrator reads (content is the programme's lessons); only a super administrator writes.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  CONTENT_MESSAGES as M,
  CONTENT_TYPES,
  ContentCreateSchema,
  ContentUpdateSchema,
} from '../../../src/domain/contents/content-schema';
import { ADMINS, SUPER_ADMIN } from '../../auth/school-access';
import { parseInput } from '../../http/validate';
import { answered, runWrite, writeChange } from '../../http/write';
import { idParams, LIST_MESSAGES, limitParam, pageParam, textParam } from '../../kit/list-query';
import * as reads from './contents-reads';
import { defineMessages } from '../../../src/domain/i18n/languages';
import * as writes from './contents-service';

export const CONTENT_QUERY_MESSAGES = defineMessages({
  typeFilterInvalid: 'Content type must be video, vr or all',
} as const);

const IdParams = idParams(M.recordIdInvalid);

/** `GET /contents/all`: class, subject, type (video | vr | all), search, page, limit. */
export const ListQuery = v.object({
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

export const contentsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const admins = { config: { access: ADMINS } };
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const idOf = (request: FastifyRequest) => parseInput(IdParams, request.params).id;
  const failed = M.validationFailed;

  app.get('/all', admins, async (request) => {
    const query = parseInput(ListQuery, request.query);
    return reads.listContents(app.db, {
      classId: query.class,
      subjectId: query.subject,
      contentType: query.type,
      search: query.search,
      page: query.page,
      limit: query.limit,
    });
  });

  app.get('/:id', admins, async (request) => ({
    success: true,
    data: await reads.getContent(app.db, idOf(request)),
  }));

  app.post('', superAdmin, async (request, reply) => {
    const input = parseInput(ContentCreateSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      answered(M.created, (context) => writes.createContent(context, input)),
      201,
    );
  });

  app.patch('/:id', superAdmin, async (request, reply) => {
    const id = idOf(request);
    const changes = parseInput(ContentUpdateSchema, request.body, failed);
    return writeChange(request, reply, M.updated, (context, baseVersion) =>
      writes.updateContent(context, id, changes, baseVersion),
    );
  });

  app.delete('/:id', superAdmin, async (request, reply) => {
    const id = idOf(request);
    return writeChange(request, reply, M.deleted, (context, baseVersion) =>
      writes.deleteContent(context, id, baseVersion),
    );
  });
  done();
};
