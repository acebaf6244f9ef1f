/** `GET /api/sync` and its description: the delta pull of one scope (docs/sync.md, "The delta pull"). */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { wholeNumber } from '../../kit/list-query';
import { ADMINS } from '../../auth/school-access';
import type { SyncSources } from '../../kit/sync-source';
import { precompressed } from '../../http/compression';
import { declareRoute } from '../../kit/declared-route';
import { PageCache } from './page-cache';
import { pull, type SyncScope } from './sync-service';

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 2000;

const SCOPE_MESSAGE = "Scope must be 'global' or 'school:<id>'";
const CURSOR_MESSAGE = 'Invalid cursor';
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${SYNC_MAX_LIMIT}`;

const SyncQuery = v.object({
  scope: v.pipe(
    v.string(SCOPE_MESSAGE),
    v.trim(),
    v.regex(/^(global|school:[^\s]{1,100})$/, SCOPE_MESSAGE),
    v.transform((scope): SyncScope =>
      scope === 'global' ? { kind: 'global' } : { kind: 'school', schoolId: scope.slice('school:'.length) },
    ),
  ),
  since: v.optional(
    v.pipe(v.string(CURSOR_MESSAGE), v.trim(), v.regex(/^\d{0,15}$/, CURSOR_MESSAGE), v.transform(Number)),
    '0',
  ),
  limit: v.optional(wholeNumber(LIMIT_MESSAGE, SYNC_MAX_LIMIT), String(SYNC_DEFAULT_LIMIT)),
});

export interface SyncRoutesOptions {
  /** Where each synced entity is read (`server/sync-sources.ts`). */
  sources: SyncSources;
}

export const syncRoutes: FastifyPluginCallback<SyncRoutesOptions> = (app, { sources }, done) => {
  const cache = new PageCache();
  declareRoute(
    app,
    {
      method: 'GET',
      url: '',
      access: ADMINS,
      summary: 'The delta pull of one scope: changes and tombstones since a cursor',
      description: 'See docs/sync.md, "The delta pull". `global` is for super administrators only.',
      query: SyncQuery,
      headers: [
        {
          name: 'If-None-Match',
          description: 'The `ETag` of a page kept: `304` with no body while the scope has not changed since.',
        },
      ],
      answer: {
        status: 200,
        description: 'A page of changes',
        schema: 'SyncPage',
        headers: [{ name: 'ETag', description: 'Names the page at the scope’s latest change.' }],
      },
      alsoAnswers: [{ status: 304, description: 'The page kept is still the latest (`If-None-Match`)' }],
      refusals: { 404: 'The scope’s school does not exist' },
    },
    async ({ query: { scope, since, limit } }, request, reply) => {
      const page = await pull(app.db, sources, cache, { user: request.currentUser, scope, since, limit });
      // A device may keep the page and ask whether it is still current; it is answered again in full
      // only when the scope has changed since.
      reply.header('etag', page.etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return reply.send(await precompressed(request, reply, page.body, page.encoded));
    },
  );
  done();
};
