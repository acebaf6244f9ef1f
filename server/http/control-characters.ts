/**
 * One rule for every route: text in a body, a query or a path may not hold C0 control characters
 * (NUL and the like; tab, line feed and carriage return excepted). PostgreSQL cannot store NUL, and no
 * field of this API means the others; each is refused with a 400 naming where it was found.
 */
import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../src/domain/text-rules';
import { badRequest } from './errors';

/** The dot paths of the strings (keys included) holding a control character. */
function controlPaths(value: unknown, path: string, found: string[]): void {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlPaths(item, path ? `${path}.${index}` : String(index), found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) found.push(at);
      controlPaths(item, at, found);
    }
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
