/**
 * One rule for every route: text in a body, a query or a path may not hold C0 control characters
 * (NUL and the like; tab, line feed and carriage return excepted). PostgreSQL cannot store NUL, and no
 * field of this API means the others; each is refused with a 400 naming where it was found. The same
 * walk refuses a body nested deeper than any route takes, before anything else walks it (a deep enough
 * one would overflow the stack of every recursive walk, this one included).
 */
import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../src/domain/text-rules';
import { badRequest } from './errors';

/** No route takes objects or arrays nested deeper than a few levels (a bulk import's rows are at 3). */
const MAX_NESTING = 16;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/** The dot paths of the strings (keys included) holding a control character. */
function controlPaths(value: unknown, path: string, found: string[], depth = 0): void {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path || '_');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_NESTING) throw badRequest(TOO_DEEP_MESSAGE);
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      controlPaths(item, path ? `${path}.${index}` : String(index), found, depth + 1),
    );
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) found.push(at);
    controlPaths(item, at, found, depth + 1);
  }
}

export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const found: string[] = [];
  controlPaths(request.params, '', found);
  controlPaths(request.query, '', found);
  controlPaths(request.body, '', found);
  if (found.length > 0) {
    throw badRequest(
      'Validation failed. Please check all fields.',
      Object.fromEntries(found.map((field) => [field, CONTROL_CHARACTERS_MESSAGE])),
    );
  }
}
