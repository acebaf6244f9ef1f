/**
 * Checks a form's values with a domain schema, after the rules every text keeps (no control or invisible
 * characters), whose message a field gets first, as the server gives it.
 */
import * as v from 'valibot';
import { textRuleErrors } from '../domain/text-rules';

export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; output: T } | { ok: false; errors: FieldErrors };

/** Checks form values with a domain schema; each field gets the first message of its schema. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): FormCheck<v.InferOutput<S>> {
  const textErrors: FieldErrors =
    typeof values === 'object' && values !== null ? textRuleErrors(values as Record<string, unknown>) : {};
  const result = v.safeParse(schema, values);
  if (result.success && Object.keys(textErrors).length === 0) return { ok: true, output: result.output };
  const nested = result.success ? {} : (v.flatten(result.issues).nested ?? {});
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors: { ...errors, ...textErrors } };
}
