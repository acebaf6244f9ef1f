/**
 * The OpenAPI 3.1 description of the API, from the registered routes (`app.apiRoutes`) and the
 * descriptions they carry (`app.routeDocs`, as `declareRoute` declares them); request schemas come from
 * the valibot schemas their input is parsed with.
 */
import { toJsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { DEFAULT_BODY_LIMIT } from '../http/body-limits';
import type { Access, ApiRoute } from '../auth/access';
import { ANSWER_SCHEMAS } from './answers';
import { MAX_PATH_SEGMENT } from '../http/framework-errors';
import {
  bodySchemas,
  routeKey,
  type AnswerDoc,
  type HeaderDoc,
  type JsonSchema,
  type RouteDoc,
  type RouteTable,
} from './route-doc';

/**
 * Routes without a description, and descriptions without a route (HEAD's excepted: `apiRoutes` leaves
 * HEAD out).
 */
export function routeCoverage(routes: readonly ApiRoute[], table: RouteTable) {
  const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
  return {
    undescribed: [...registered].filter((key) => !table[key]),
    unregistered: Object.keys(table).filter((key) => !registered.has(key) && !key.startsWith('HEAD ')),
  };
}

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';

/**
 * A union with `undefined` (a field the schema names a message for when it is missing) takes only its
 * other options: JSON has no `undefined`, and its `{}` would let any value through.
 */
function withoutUndefined({ valibotSchema, jsonSchema }: OverrideSchemaContext): JsonSchema | undefined {
  if (valibotSchema.type !== 'union') return undefined;
  const options = (valibotSchema as v.UnionSchema<v.UnionOptions, undefined>).options;
  const anyOf = (jsonSchema.anyOf ?? []) as JsonSchema[];
  const kept = anyOf.filter((_, index) => options[index]?.type !== 'undefined');
  if (kept.length === anyOf.length) return undefined;
  const rest: JsonSchema = { ...jsonSchema };
  delete rest.anyOf;
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/** What a request must send, before the schemas' transforms; checks JSON Schema cannot say are left out. */
export function jsonSchemaOf(schema: v.GenericSchema | JsonSchema): JsonSchema {
  if (!isValibot(schema)) return schema;
  const json = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideSchema: withoutUndefined,
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

function parametersOf(url: string, doc: RouteDoc) {
  const params = doc.params ? jsonSchemaOf(doc.params) : undefined;
  const paramProps = (params?.properties ?? {}) as Record<string, JsonSchema>;
  const path = pathNames(url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramProps[name] ?? { type: 'string' },
  }));
  const query = doc.query ? jsonSchemaOf(doc.query) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queries = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  const headers = (doc.headers ?? []).map((header: HeaderDoc) => ({
    name: header.name,
    in: 'header',
    required: header.required ?? false,
    description: header.description,
    schema: { type: 'string' },
  }));
  return [...path, ...queries, ...headers];
}

function requestBodyOf(doc: RouteDoc) {
  const schemas = bodySchemas(doc).map(jsonSchemaOf);
  if (schemas.length > 0)
    return {
      required: true,
      content: { 'application/json': { schema: schemas.length === 1 ? schemas[0] : { oneOf: schemas } } },
    };
  if (!doc.otherBody) return undefined;
  return {
    required: doc.otherBody.contentType === 'multipart/form-data',
    ...(doc.otherBody.description ? { description: doc.otherBody.description } : {}),
    content: { [doc.otherBody.contentType]: { schema: jsonSchemaOf(doc.otherBody.schema) } },
  };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** 65536 → '64 KB', 12582912 → '12 MB'. */
const sizeText = (bytes = DEFAULT_BODY_LIMIT) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;

function answerOf(answer: AnswerDoc) {
  const headers = answer.headers
    ? Object.fromEntries(
        answer.headers.map((header) => [
          header.name,
          { description: header.description, schema: { type: 'string' } },
        ]),
      )
    : undefined;
  const types = answer.contentType === undefined ? [] : [answer.contentType].flat();
  const content = answer.schema
    ? { 'application/json': { schema: { $ref: `#/components/schemas/${answer.schema}` } } }
    : types.length > 0
      ? Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }]))
      : undefined;
  return {
    description: answer.description,
    ...(headers ? { headers } : {}),
    ...(content ? { content } : {}),
  };
}

function answersOf(method: string, url: string, route: Omit<ApiRoute, 'method' | 'url'>, doc: RouteDoc) {
  const { access } = route;
  const answers: Record<string, unknown> = {};
  for (const answer of [doc.answer, ...(doc.alsoAnswers ?? [])]) answers[answer.status] = answerOf(answer);
  const reads = (name: string) => doc.headers?.some((header) => header.name === name) ?? false;
  const hasPath = pathNames(url).length > 0;
  if (doc.params || doc.query || doc.body || doc.otherBody || hasPath)
    answers['400'] = errorAnswer('Bad input: `validation` with `errors` by field, or `bad_request`');
  if (doc.body || doc.otherBody?.contentType === 'application/json')
    answers['413'] = errorAnswer(`\`payload_too_large\`: a body over ${sizeText(route.bodyLimit)}`);
  if (access === 'device')
    answers['401'] = errorAnswer(
      '`device_token`: no `Authorization: Device <api_token>`, or a token no live headset holds (unknown or rotated)',
    );
  else if (access !== 'public')
    answers['401'] = errorAnswer(
      'No token or a bad one; an expired token (`token_expired`) or an ended session (`session_ended`)',
    );
  if (Array.isArray(access))
    answers['403'] = errorAnswer(`Only ${access.join(', ')}; or another school’s record`);
  if (hasPath) {
    answers['404'] = errorAnswer('No such record');
    answers['414'] = errorAnswer(`A path segment over ${MAX_PATH_SEGMENT} characters`);
  }
  if (reads('If-Match'))
    answers['409'] = errorAnswer('`duplicate`, `in_use`, or `version_conflict` with `current`');
  else if (method === 'POST' && reads('Idempotency-Key')) answers['409'] = errorAnswer('`duplicate`');
  if (reads('Idempotency-Key'))
    answers['422'] = errorAnswer(
      'The `Idempotency-Key` was used for another method or path, or for another body (`idempotency_mismatch`)',
    );
  if (access === 'device') {
    answers['403'] = errorAnswer('The headset is switched off in the console');
    answers['429'] = errorAnswer(
      '`rate_limited`, with `Retry-After`: too many bad device tokens from this address',
    );
  }
  if (access === 'public' && method === 'POST')
    answers['429'] = errorAnswer('`rate_limited`, with `Retry-After`');
  for (const [status, description] of Object.entries(doc.refusals ?? {}))
    answers[status] = errorAnswer(description);
  if (!route.transfer)
    answers['503'] = errorAnswer(
      '`busy`, with `Retry-After`: the server is answering as many requests as it takes at once (`MAX_ACTIVE_REQUESTS`)',
    );
  return answers;
}

function accessText(access: Access) {
  if (access === 'public') return 'public';
  if (access === 'authenticated') return 'any signed-in user';
  if (access === 'device') return 'a headset (device token)';
  return access.join(', ');
}

export function openApiDocument(routes: readonly ApiRoute[], table: RouteTable) {
  const routeOf = new Map(routes.map((route) => [routeKey(route.method, route.url), route]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, doc] of Object.entries(table)) {
    const [method = '', url = ''] = key.split(' ');
    // A HEAD route is its GET's (`apiRoutes` leaves HEAD out).
    const route = routeOf.get(key) ?? routeOf.get(routeKey('GET', url)) ?? { access: 'public' as const };
    const { access } = route;
    const operation = {
      operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [doc.tag ?? url.split('/')[2] ?? 'api'],
      'x-access': accessText(access),
      ...(access === 'public' ? { security: [] } : {}),
      ...(access === 'device' ? { security: [{ device: [] }] } : {}),
      parameters: parametersOf(url, doc),
      ...(requestBodyOf(doc) ? { requestBody: requestBodyOf(doc) } : {}),
      responses: answersOf(method, url, route, doc),
    };
    (paths[openApiPath(url)] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shala Admin API',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'The JSON API of Shala Admin (docs/api.md). Bearer JWT from `/api/auth/login`; errors `{ success: false, message, errorType, errors?, requestId }`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        device: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "A headset's API token: `Authorization: Device <api_token>` (docs/headsets.md)",
        },
      },
      schemas: ANSWER_SCHEMAS,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
