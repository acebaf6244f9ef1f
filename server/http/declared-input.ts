/**
 * Ties validation to the description (server/openapi): each request's params, query and body are noted
 * with the schemas its route's row names, and `parseInput` refuses to parse one of them with any other
 * schema. A handler that changes its schema without its row answers 500 in every test that reaches it.
 */
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';

export const REQUEST_PARTS = ['params', 'query', 'body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];
export type DeclaredSchemas = Partial<Record<RequestPart, readonly v.GenericSchema[]>>;

interface Declared {
  route: string;
  part: RequestPart;
  schemas: readonly v.GenericSchema[];
}

const declaredParts = new WeakMap<object, Declared>();

/** A `preValidation` hook noting each part of a request with its route's declared schemas. */
export function noteDeclaredInput(schemasOf: (route: string) => DeclaredSchemas | undefined) {
  return async (request: FastifyRequest) => {
    const method = request.routeOptions.method;
    const route = `${typeof method === 'string' ? method : request.method} ${request.routeOptions.url}`;
    const declared = schemasOf(route);
    // A route without a row: the coverage test names it; nothing to hold it to here.
    if (!declared) return;
    for (const part of REQUEST_PARTS) {
      const value: unknown = request[part];
      if (typeof value === 'object' && value !== null)
        declaredParts.set(value, { route, part, schemas: declared[part] ?? [] });
    }
  };
}

/** Throws when `input` is a noted request part and `schema` is not one its route declares. */
export function checkDeclared(schema: v.GenericSchema, input: unknown): void {
  if (typeof input !== 'object' || input === null) return;
  const declared = declaredParts.get(input);
  if (declared && !declared.schemas.includes(schema))
    throw new Error(
      `${declared.route} parses its ${declared.part} with a schema its description does not name (server/openapi)`,
    );
}
