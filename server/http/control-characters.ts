/**
 * One rule for every route: text in a body, a query or a path keeps the rules every text field shares
 * (src/domain/text-rules.ts): no control or invisible character (NUL and the like, bidirectional
 * overrides, zero-width spaces; tab, line feed, carriage return and the joiners Devanagari needs
 * excepted) and no broken character (half of a surrogate pair). PostgreSQL cannot store NUL, and no
 * field of this API means the others; each is refused with a 400 naming where it was found. A query
 * whose %-escapes are not UTF-8 (the query parser leaves them undecoded) is refused too. The same walk
 * refuses a body nested deeper than any route takes, before anything else walks it (a deep enough one
 * would overflow the stack of every recursive walk, this one included).
 */
import type { FastifyRequest } from 'fastify';
import { textRuleProblem } from '../../src/domain/text-rules';
import { badRequest, HTTP_MESSAGES } from './errors';

/** No route takes objects or arrays nested deeper than a few levels (a bulk import's rows are at 3). */
const MAX_NESTING = 16;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/** The dot paths of the strings (keys included) that break the text rules, with each one's message. */
function problemPaths(value: unknown, path: string, found: Map<string, string>, depth = 0): void {
  if (found.size >= 20) return;
  if (typeof value === 'string') {
    const problem = textRuleProblem(value);
    if (problem) found.set(path || '_', problem);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_NESTING) throw badRequest(TOO_DEEP_MESSAGE);
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      problemPaths(item, path ? `${path}.${index}` : String(index), found, depth + 1),
    );
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const problem = textRuleProblem(key);
    if (problem) found.set(at, problem);
    problemPaths(item, at, found, depth + 1);
  }
}

/** A stray `%` is taken as itself, as the query parser takes it; a %-escape must decode to UTF-8. */
function decodesAsUtf8(part: string): boolean {
  try {
    decodeURIComponent(part.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    return true;
  } catch {
    return false;
  }
}

/** Whether a name or value of the URL's query holds %-escapes that are not UTF-8 text. */
function hasBrokenQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return false;
  return url
    .slice(start + 1)
    .split(/[&=]/)
    .some((part) => !decodesAsUtf8(part));
}

export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  if (hasBrokenQuery(request.url)) throw badRequest(HTTP_MESSAGES.invalidUtf8Address);
  const found = new Map<string, string>();
  problemPaths(request.params, '', found);
  problemPaths(request.query, '', found);
  problemPaths(request.body, '', found);
  if (found.size > 0)
    throw badRequest('Validation failed. Please check all fields.', Object.fromEntries(found));
}
