/**
 * Every module's rows of the API description, one table: what `/api/docs` describes and each route's
 * `parseInput` is held to (server/openapi). Assembled here, where the app meets its modules, as the
 * sync sources are; `tests/server/openapi.test.ts` fails for a route without its row. The areas whose
 * routes carry their own description (the school records: server/kit/declared-route.ts) have no rows.
 */
import { authDocs } from './modules/auth';
import { headsetsDocs } from './modules/headsets';
import { uploadsDocs } from './modules/uploads';
import { openApiDocs } from './openapi';
import type { RouteTable } from './openapi/route-doc';

export const ROUTE_TABLE: RouteTable = {
  ...authDocs,
  ...uploadsDocs,
  ...headsetsDocs,
  ...openApiDocs,
};
