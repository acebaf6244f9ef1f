/**
 * The rows of the API description of the routes that do not carry their own (server/openapi): the
 * uploads (multipart, tus), a headset's lesson files and `/api/docs`. Every other route is declared
 * with its description (server/kit/declared-route.ts). Assembled here, where the app meets its modules;
 * `tests/server/openapi.test.ts` fails for a route with neither.
 */
import { headsetsDocs } from './modules/headsets';
import { uploadsDocs } from './modules/uploads';
import { openApiDocs } from './openapi';
import type { RouteTable } from './openapi/route-doc';

export const ROUTE_TABLE: RouteTable = {
  ...uploadsDocs,
  ...headsetsDocs,
  ...openApiDocs,
};
