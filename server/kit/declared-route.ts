/**
 * A route declared once: its method, path, access rule, input schemas and answers are the route's
 * options and its description (`config.doc`, which the API description reads) at the same time, so it
 * cannot be served undescribed or described otherwise than it parses. The handler gets its input already
 * parsed with the declared valibot schemas (`parseInput`: the schemas' own 400 messages); the same
 * schemas, as JSON Schema, are the route's Fastify `schema`, which describes and does not validate.
 * A body other code reads (multipart, tus's bytes, a bulk import's rows) is described by hand
 * (`otherBody`) and left to its handler.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type * as v from 'valibot';
import type { Access } from '../auth/access';
import { parseInput } from '../http/validate';
import { jsonSchemaOf } from '../openapi/json-schema';
import type { RouteDoc } from '../openapi/route-doc';

type Schema = v.GenericSchema;
type Parsed<S> = S extends readonly Schema[]
  ? v.InferOutput<S[number]>
  : S extends Schema
    ? v.InferOutput<S>
    : undefined;

/** A body that is one of several schemas (a sign-in by password or by code): which one a body is for. */
type BodyChoice<B> = B extends readonly Schema[]
  ? { pickBody: (body: unknown) => B[number] }
  : { pickBody?: never };

/** Route options besides the declared ones: a rate limit's config, a protocol's hooks, a pre-handler. */
export interface MoreRouteOptions {
  config?: Omit<FastifyContextConfig, 'access' | 'doc' | 'docFor' | 'transfer'>;
  /** Runs before the access guard (a protocol's version check: tus's 412). */
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  /** Runs on every answer, refusals included (tus's `Tus-Resumable`). */
  onSend?: onSendAsyncHookHandler;
  /** False for a GET route with a HEAD route of its own. */
  exposeHeadRoute?: boolean;
}

interface DeclaredParts<P, Q, B> extends Omit<RouteDoc, 'params' | 'query' | 'body'> {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** The path under the plugin's prefix (`/:id`). */
  url: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** The 400 message of a bad body as a whole; each field's error keeps its own. */
  bodyMessage?: string;
  /** The largest body it takes (`BODY_LIMITS[kind]`); a record's write by default. */
  bodyLimit?: number;
  /** Streams a file's bytes, outside the bounded queue (server/http/admission.ts). */
  transfer?: boolean;
  more?: MoreRouteOptions;
}

export type RouteDeclaration<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | readonly Schema[] | undefined,
> = DeclaredParts<P, Q, B> & BodyChoice<B>;

export interface DeclaredInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export type DeclaredHandler<P, Q, B> = (
  input: DeclaredInput<P, Q, B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/** Valibot validates (in the handler's `parseInput`); the JSON Schemas are the route's description. */
const describeOnly = () => () => true;

const parsedWith = (schema: Schema | undefined, input: unknown, overall?: string) =>
  schema === undefined ? undefined : parseInput(schema, input, overall);

const jsonBodyOf = (body: Schema | readonly Schema[]) =>
  isSchemaList(body) ? { oneOf: body.map(jsonSchemaOf) } : jsonSchemaOf(body);

const isSchemaList = (body: Schema | readonly Schema[]): body is readonly Schema[] => Array.isArray(body);

export function declareRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | readonly Schema[] | undefined = undefined,
>(app: FastifyInstance, declaration: RouteDeclaration<P, Q, B>, handler: DeclaredHandler<P, Q, B>): void {
  const { method, url, access, bodyMessage, bodyLimit, transfer, more = {}, pickBody, ...doc } = declaration;
  const { params, query, body } = declaration;
  const { config, ...hooks } = more;
  const bodySchemaOf = (raw: unknown): Schema | undefined =>
    body === undefined ? undefined : isSchemaList(body) ? pickBody!(raw) : body;
  const schema = {
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(query ? { querystring: jsonSchemaOf(query) } : {}),
    ...(body ? { body: jsonBodyOf(body) } : {}),
  };
  app.route({
    method,
    url,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...hooks,
    config: { ...config, access, doc, docFor: method, ...(transfer ? { transfer } : {}) },
    schema,
    validatorCompiler: describeOnly,
    handler: async (request, reply) => {
      const input = {
        params: parsedWith(params, request.params),
        query: parsedWith(query, request.query),
        body: parsedWith(bodySchemaOf(request.body), request.body, bodyMessage),
      } as DeclaredInput<P, Q, B>;
      return handler(input, request, reply);
    },
  });
}
