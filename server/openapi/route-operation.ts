/**
 * `@fastify/swagger`'s `transform`: what the library makes one operation of the description from, per
 * registered route, taken from the route itself: its Fastify `schema` (the JSON Schemas of its input, as
 * `declareRoute` declares them), its description (`config.doc`) and its options (access rule, body limit,
 * whether it streams a file). A route under /api without a description stops the description being
 * made; a route outside /api (the PWA's files) is left out.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import type { Access } from '../auth/access';
import { routeAnswers, pathNames } from './route-answers';
import { jsonSchemaOf } from './json-schema';
import type { JsonSchema, RouteDoc } from './route-doc';

/** What the library's operation lacks a field for; `withAnswerShapes` moves it onto the request body. */
export const REQUEST_BODY_EXTRAS = 'x-request-body';

function accessText(access: Access) {
  if (access === 'public') return 'public';
  if (access === 'authenticated') return 'any signed-in user';
  if (access === 'device') return 'a headset (device token)';
  return access.join(', ');
}

/** Every path parameter, in the path's order; its declared schema, or any text. */
function paramsOf(url: string, declared: JsonSchema | undefined) {
  const names = pathNames(url);
  if (names.length === 0) return undefined;
  const properties = (declared?.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, properties[name] ?? { type: 'string' }])),
    required: names,
  };
}

function headersOf(doc: RouteDoc) {
  if (!doc.headers?.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      doc.headers.map((header) => [header.name, { type: 'string', description: header.description }]),
    ),
    required: doc.headers.filter((header) => header.required).map((header) => header.name),
  };
}

/** A JSON body is the route's declared one; a body other code reads is described by hand. */
function bodyOf(declared: unknown, doc: RouteDoc) {
  if (declared) return { body: declared };
  if (!doc.otherBody) return {};
  const { contentType, schema, description, optional } = doc.otherBody;
  const extras = { ...(optional ? { required: false } : {}), ...(description ? { description } : {}) };
  return {
    body: { content: { [contentType]: { schema: jsonSchemaOf(schema) } } },
    ...(Object.keys(extras).length > 0 ? { [REQUEST_BODY_EXTRAS]: extras } : {}),
  };
}

const hidden = (url: string) => ({ schema: { hide: true }, url });

export function routeOperation({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}) {
  if (!url.startsWith('/api/')) return hidden(url);
  const method = [route.method].flat()[0]!;
  const { doc, docFor, access = 'authenticated', transfer = false } = route.config ?? {};
  // Fastify's HEAD twin of a GET route copies the GET's config: the GET alone is described.
  if (docFor !== undefined && docFor !== method) return hidden(url);
  if (!doc) throw new Error(`${method} ${url} has no description (declare it with declareRoute)`);
  const declared = (schema ?? {}) as Record<string, JsonSchema | undefined>;
  const params = paramsOf(url, declared.params);
  const headers = headersOf(doc);
  const operation = {
    operationId: `${method} ${url}`.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag ?? url.split('/')[2] ?? 'api'],
    'x-access': accessText(access),
    ...(access === 'public' ? { security: [] } : {}),
    ...(access === 'device' ? { security: [{ device: [] }] } : {}),
    ...(params ? { params } : {}),
    ...(declared.querystring ? { querystring: declared.querystring } : {}),
    ...(headers ? { headers } : {}),
    ...bodyOf(declared.body, doc),
    response: routeAnswers({ method, url, access, transfer, bodyLimit: route.bodyLimit }, doc),
  };
  return { schema: operation as FastifySchema, url };
}
