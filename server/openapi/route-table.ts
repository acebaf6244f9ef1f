/** Every module's rows, one table: what `/api/docs` describes and `parseInput` is held to. */
import type * as v from 'valibot';
import { authDocs } from '../modules/auth';
import { bookingsDocs } from '../modules/bookings';
import { booksDocs } from '../modules/books';
import { classesDocs } from '../modules/classes';
import { contentsDocs } from '../modules/contents';
import { dashboardDocs } from '../modules/dashboard';
import { devicesDocs } from '../modules/devices';
import { headsetsDocs } from '../modules/headsets';
import { usersDocs } from '../modules/users';
import { outboxDocs } from '../modules/outbox';
import { schoolsDocs } from '../modules/schools';
import { settingsDocs } from '../modules/settings';
import { studentsDocs } from '../modules/students';
import { subjectsDocs } from '../modules/subjects';
import { syncDocs } from '../modules/sync';
import { teachersDocs } from '../modules/teachers';
import { uploadsDocs } from '../modules/uploads';
import type { DeclaredSchemas } from '../http/declared-input';
import type { RouteDoc, RouteTable } from './route-doc';

const DOCS_ANSWER = { status: 200, description: 'This description', schema: 'OpenApi' } as const;

const openApiDocs: RouteTable = {
  'GET /api/docs': {
    summary: 'This OpenAPI 3.1 description (JSON; HTML with `Accept: text/html`)',
    answer: DOCS_ANSWER,
  },
  'GET /api/docs/page': {
    summary: 'This description as a page to read',
    answer: { status: 200, description: 'An HTML page', contentType: 'text/html' },
  },
};

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
  ...bookingsDocs,
  ...dashboardDocs,
  ...usersDocs,
  ...syncDocs,
  ...outboxDocs,
  ...openApiDocs,
};

const isList = (body: NonNullable<RouteDoc['body']>): body is readonly v.GenericSchema[] =>
  Array.isArray(body);

export const bodySchemas = (doc: RouteDoc): readonly v.GenericSchema[] =>
  doc.body === undefined ? [] : isList(doc.body) ? doc.body : [doc.body];

/** The schemas a route's handler may parse its parts with, for `noteDeclaredInput`. */
export function declaredSchemas(table: RouteTable) {
  const byRoute = new Map(
    Object.entries(table).map(([route, doc]): [string, DeclaredSchemas] => [
      route,
      { params: doc.params ? [doc.params] : [], query: doc.query ? [doc.query] : [], body: bodySchemas(doc) },
    ]),
  );
  return (route: string) => byRoute.get(route);
}
