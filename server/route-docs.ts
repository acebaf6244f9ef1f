/**
 * The rows of the API description of the routes that do not carry their own (server/openapi): the
 * uploads' (multipart, tus). Every other route is declared with its description
 * (server/kit/declared-route.ts). Assembled here, where the app meets its modules;
 * `tests/server/openapi.test.ts` fails for a route with neither.
 */
import { uploadsDocs } from './modules/uploads';
import type { RouteTable } from './openapi/route-doc';

export const ROUTE_TABLE: RouteTable = {
  ...uploadsDocs,
};
