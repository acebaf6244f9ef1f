/**
 * A route's answers by status, in the form `@fastify/swagger` reads a route's `schema.response`: the
 * successful ones its description names, and the refusals that follow from what the route is (its
 * access rule, its input, its headers, its body limit, whether it streams a file).
 */
import type { Access } from '../auth/access';
import { DEFAULT_BODY_LIMIT } from '../http/body-limits';
import { MAX_PATH_SEGMENT } from '../http/framework-errors';
import type { AnswerDoc, JsonSchema, RouteDoc } from './route-doc';

/** What the answers of a route follow from besides its description. */
export interface RouteFacts {
  method: string;
  /** `/api/students/:id`. */
  url: string;
  access: Access;
  transfer: boolean;
  bodyLimit?: number;
}

/** An answer with no body is `type: 'null'`; one with a body names it by content type. */
const answerSchema = (description: string, content?: JsonSchema, headers?: JsonSchema): JsonSchema => ({
  description,
  ...(headers ? { headers } : {}),
  ...(content ? { content } : { type: 'null' }),
});

const errorAnswer = (description: string) =>
  answerSchema(description, { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });

/** 65536 → '64 KB', 12582912 → '12 MB'. */
const sizeText = (bytes = DEFAULT_BODY_LIMIT) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;

function answerOf(answer: AnswerDoc) {
  const headers = answer.headers
    ? Object.fromEntries(
        answer.headers.map((header) => [header.name, { type: 'string', description: header.description }]),
      )
    : undefined;
  const types = answer.contentType === undefined ? [] : [answer.contentType].flat();
  const content = answer.schema
    ? { 'application/json': { schema: { $ref: `#/components/schemas/${answer.schema}` } } }
    : types.length > 0
      ? Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }]))
      : undefined;
  return answerSchema(answer.description, content, headers);
}

/** `/api/students/:id` → `['id']`. */
export const pathNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

export function routeAnswers({ method, url, access, transfer, bodyLimit }: RouteFacts, doc: RouteDoc) {
  const answers: Record<string, JsonSchema> = {};
  for (const answer of [doc.answer, ...(doc.alsoAnswers ?? [])]) answers[answer.status] = answerOf(answer);
  const reads = (name: string) => doc.headers?.some((header) => header.name === name) ?? false;
  const hasPath = pathNames(url).length > 0;
  if (doc.params || doc.query || doc.body || doc.otherBody || hasPath)
    answers['400'] = errorAnswer('Bad input: `validation` with `errors` by field, or `bad_request`');
  if (doc.body || doc.otherBody?.contentType === 'application/json')
    answers['413'] = errorAnswer(`\`payload_too_large\`: a body over ${sizeText(bodyLimit)}`);
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
  if (!transfer)
    answers['503'] = errorAnswer(
      '`busy`, with `Retry-After`: the server is answering as many requests as it takes at once (`MAX_ACTIVE_REQUESTS`)',
    );
  return answers;
}
