/**
 * Every module's rows of the API description, one table: what `/api/docs` describes and each route's
 * `parseInput` is held to (server/openapi). Assembled here, where the app meets its modules, as the
 * sync sources are; `tests/server/openapi.test.ts` fails for a route without its row.
 */
import { authDocs } from './modules/auth';
import { bookingsDocs } from './modules/bookings';
import { booksDocs } from './modules/books';
import { classesDocs } from './modules/classes';
import { contentsDocs } from './modules/contents';
import { dashboardDocs } from './modules/dashboard';
import { devicesDocs } from './modules/devices';
import { headsetsDocs } from './modules/headsets';
import { fleetDocs } from './modules/fleet';
import { usersDocs } from './modules/users';
import { outboxDocs } from './modules/outbox';
import { schoolsDocs } from './modules/schools';
import { settingsDocs } from './modules/settings';
import { studentsDocs } from './modules/students';
import { subjectsDocs } from './modules/subjects';
import { syncDocs } from './modules/sync';
import { teachersDocs } from './modules/teachers';
import { uploadsDocs } from './modules/uploads';
import { openApiDocs } from './openapi';
import type { RouteTable } from './openapi/route-doc';

export const ROUTE_TABLE: RouteTable = {
  ...authDocs,
  ...settingsDocs,
  ...schoolsDocs,
  ...classesDocs,
  ...studentsDocs,
  ...teachersDocs,
  ...subjectsDocs,
  ...booksDocs,
  ...contentsDocs,
  ...uploadsDocs,
  ...devicesDocs,
  ...headsetsDocs,
  ...fleetDocs,
  ...bookingsDocs,
  ...dashboardDocs,
  ...usersDocs,
  ...syncDocs,
  ...outboxDocs,
  ...openApiDocs,
};
