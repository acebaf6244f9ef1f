/** The description of /api/sync (server/openapi). */
import type { RouteTable } from '../../openapi/route-doc';
import { SyncQuery } from './sync-routes';

export const syncDocs: RouteTable = {
  'GET /api/sync': {
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
};
