/**
 * A route declared once: its method, path, access rule, input schemas and answers are the route's
 * options and its description (`config.doc`, server/openapi/described-routes.ts) at the same time, so it
 * cannot be served undescribed or described otherwise than it parses. The handler gets its input already
 * parsed with the declared valibot schemas (`parseInput`: the schemas' own 400 messages); the same
 * schemas, as JSON Schema, are the route's Fastify `schema`, which describes and does not validate.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Access } from '../auth/access';
import { parseInput } from '../http/validate';
import { jsonSchemaOf } from '../openapi/document';
import type { RouteDoc } from '../openapi/route-doc';

type Schema = v.GenericSchema;
type Parsed<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface RouteDeclaration<P extends Schema | undefined, Q extends Schema | undefined, B> extends Omit<
  RouteDoc,
  'params' | 'query' | 'body'
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under the plugin's prefix (`/:id`). */
  url: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** The 400 message of a bad body as a whole; each field's error keeps its own. */
  bodyMessage?: string;
  /** The largest body it takes (`limitBody(kind).bodyLimit`); a record's write by default. */
  bodyLimit?: number;
}

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

export function declareRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(app: FastifyInstance, declaration: RouteDeclaration<P, Q, B>, handler: DeclaredHandler<P, Q, B>): void {
  const { method, url, access, bodyMessage, bodyLimit, ...doc } = declaration;
  const { params, query, body } = declaration;
  const schema = {
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(query ? { querystring: jsonSchemaOf(query) } : {}),
    ...(body ? { body: jsonSchemaOf(body) } : {}),
  };
  app.route({
    method,
    url,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    config: { access, doc },
    schema,
    validatorCompiler: describeOnly,
    handler: async (request, reply) => {
      const input = {
        params: parsedWith(params, request.params),
        query: parsedWith(query, request.query),
        body: parsedWith(body, request.body, bodyMessage),
      } as DeclaredInput<P, Q, B>;
      return handler(input, request, reply);
    },
  });
}
