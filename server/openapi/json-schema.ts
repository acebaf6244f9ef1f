/**
 * A route's valibot input schemas as JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it): what a
 * request must send, before the schemas' transforms. `declareRoute` puts them on the route's Fastify
 * `schema`, where the API description reads them.
 */
import { toJsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { JsonSchema } from './route-doc';

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';

/**
 * A union with `undefined` (a field the schema names a message for when it is missing) takes only its
 * other options: JSON has no `undefined`, and its `{}` would let any value through.
 */
function withoutUndefined({ valibotSchema, jsonSchema }: OverrideSchemaContext): JsonSchema | undefined {
  if (valibotSchema.type !== 'union') return undefined;
  const options = (valibotSchema as v.UnionSchema<v.UnionOptions, undefined>).options;
  const anyOf = (jsonSchema.anyOf ?? []) as JsonSchema[];
  const kept = anyOf.filter((_, index) => options[index]?.type !== 'undefined');
  if (kept.length === anyOf.length) return undefined;
  const rest: JsonSchema = { ...jsonSchema };
  delete rest.anyOf;
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/** What a request must send; checks JSON Schema cannot say are left out. A JSON Schema is kept as it is. */
export function jsonSchemaOf(schema: v.GenericSchema | JsonSchema): JsonSchema {
  if (!isValibot(schema)) return schema;
  const json = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideSchema: withoutUndefined,
  }) as JsonSchema;
  delete json.$schema;
  return json;
}
