/**
 * How a route is described (docs/api.md, "OpenAPI"): what `declareRoute` (server/kit/declared-route.ts)
 * takes besides the route itself, carried on the route as `config.doc`. Its schemas are the very valibot
 * schemas the route's input is parsed with, so the description and the validation cannot drift apart.
 */
import type * as v from 'valibot';

type Schema = v.GenericSchema;

/** A JSON Schema written by hand, for what no valibot schema checks (answers, multipart, tus). */
export type JsonSchema = Record<string, unknown>;

/** The names of the answer schemas in `answers.ts`. */
export type AnswerName =
  | 'Record'
  | 'Written'
  | 'List'
  | 'Data'
  | 'Bulk'
  | 'Message'
  | 'SignIn'
  | 'SyncPage'
  | 'Uploaded'
  | 'OpenApi'
  | 'Settings'
  | 'SignInOrChallenge'
  | 'CheckIn'
  | 'Manifest'
  | 'PlaysReceived'
  | 'CommandAck';

export interface HeaderDoc {
  name: string;
  description: string;
  required?: boolean;
}

export interface AnswerDoc {
  status: number;
  description: string;
  /** A JSON answer of this shape; none for an empty answer. */
  schema?: AnswerName;
  /** Other content types (a file's own types, an HTML page). */
  contentType?: string | readonly string[];
  headers?: readonly HeaderDoc[];
}

export interface RouteDoc {
  summary: string;
  /** The group it is listed under; the path's first segment (`students`) unless given. */
  tag?: string;
  description?: string;
  /** The schemas the handler parses, by part; several for a body that is one of them (login). */
  params?: Schema;
  query?: Schema;
  body?: Schema | readonly Schema[];
  /** A body checked by other code (a bulk import's rows, multipart, tus), described by hand. */
  otherBody?: {
    contentType: string;
    schema: JsonSchema | Schema;
    description?: string;
    /** The request may come without it (tus's bytes). */
    optional?: boolean;
  };
  /** Request headers the route reads besides `Authorization`. */
  headers?: readonly HeaderDoc[];
  answer: AnswerDoc;
  /** Other successful answers (a file's 206 part, a 304). */
  alsoAnswers?: readonly AnswerDoc[];
  /** The route's other answers worth naming (e.g. 410 for an expired upload). */
  refusals?: Readonly<Record<number, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's description (server/openapi). */
    doc?: RouteDoc;
    /** The method `doc` describes: Fastify's HEAD twin of a GET route copies the GET's config. */
    docFor?: string;
  }
}

export const IDEMPOTENCY_KEY: HeaderDoc = {
  name: 'Idempotency-Key',
  description:
    'Up to 200 characters, per user, kept 30 days: a repeat answers the first success again (`idempotent-replayed: true`).',
};

export const IF_MATCH: HeaderDoc = {
  name: 'If-Match',
  description:
    'The version the change was made on (`3`, `"3"`, `W/"3"`; `*` for none): a stale one is a 409 `version_conflict`.',
};
