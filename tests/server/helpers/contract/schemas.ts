/**
 * The description's schemas, compiled once (Ajv, JSON Schema 2020-12, formats checked) and found by
 * their place in the document, so that `$ref`s into `components` resolve as a client's would.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './operations';

const pointer = (parts: readonly string[]) =>
  `openapi.json#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

export interface Schemas {
  /** Whether `value` validates against the schema at `place` (path segments into the document). */
  valid(place: readonly string[], value: unknown): boolean;
  /** The last failed validation's errors, as text. */
  lastErrors(): string;
}

export function compiledSchemas(document: OpenApiDocument): Schemas {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'openapi.json' });
  const compiled = new Map<string, ValidateFunction>();
  let last: ValidateFunction | undefined;
  return {
    valid(place, value) {
      const at = pointer(place);
      let validate = compiled.get(at);
      if (!validate) {
        validate = ajv.getSchema(at);
        if (!validate) throw new Error(`the description has no schema at ${at}`);
        compiled.set(at, validate);
      }
      last = validate;
      return validate(value);
    },
    lastErrors: () => ajv.errorsText(last?.errors),
  };
}
