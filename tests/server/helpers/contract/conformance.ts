/**
 * Holds an answer to its operation's description, as Schemathesis' checks do: the status is one the
 * operation documents, the content type is one documented for that status, and a JSON body validates
 * against the documented schema. Answers a list of problems, empty when the answer conforms.
 */
import type { Described } from './operations';
import type { Schemas } from './schemas';

export interface Answered {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Does a documented media type (`video/*`, `*\/*`, `application/json`) cover the answer's? */
function covers(documented: string, actual: string) {
  if (documented === '*/*' || documented === actual) return true;
  const [type, subtype] = documented.split('/');
  return subtype === '*' && actual.startsWith(`${type}/`);
}

export function answerProblems(schemas: Schemas, described: Described, answer: Answered): string[] {
  const { name, method, path, operation } = described;
  const status = String(answer.statusCode);
  const documented = operation.responses[status];
  const said = `${name} answered ${status}`;
  if (!documented) return [`${said}, which it does not document: ${answer.body.slice(0, 300)}`];
  if (method === 'HEAD' || !documented.content) return [];
  const mediaType = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const key = Object.keys(documented.content).find((type) => covers(type, mediaType));
  if (!key) return [`${said} as '${mediaType}', documented as ${Object.keys(documented.content).join(', ')}`];
  if (key !== 'application/json' || !documented.content[key]!.schema) return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`${said} with a body that is not JSON: ${answer.body.slice(0, 200)}`];
  }
  const place = ['paths', path, method.toLowerCase(), 'responses', status, 'content', key, 'schema'];
  if (schemas.valid(place, body)) return [];
  return [`${said}, not as documented: ${schemas.lastErrors()}: ${answer.body.slice(0, 300)}`];
}
