import * as v from 'valibot';

export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; output: T } | { ok: false; errors: FieldErrors };

/** Checks form values with a domain schema; each field gets the first message of its schema. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors };
}
