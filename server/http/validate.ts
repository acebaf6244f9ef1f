import * as v from 'valibot';
import { HTTP_MESSAGES, badRequest } from './errors';

/** Parses a request part with a domain schema; bad input is a 400 carrying the schema's own messages. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  overall?: string,
): v.InferOutput<TSchema> {
  if (schema.type === 'object' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    if (input !== undefined && input !== null) throw badRequest(HTTP_MESSAGES.invalidBody);
  }
  const result = v.safeParse(schema, withEveryKey(schema, input ?? {}));
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= issue.message;
  }
  const first = result.issues[0]?.message ?? 'Invalid request';
  throw badRequest(overall ?? first, errors);
}

/** A missing key is checked like an undefined value, so the field's own message ('Email is required') is used. */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return { ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...input };
}
