/**
 * A form validated field by field as the person types: each field's message appears once it
 * was changed or left, or when the person tries to save; saving is refused while any field has one.
 * Every field also keeps the rules every text keeps, as on the server (no control or invisible
 * characters), whose message comes first.
 */
import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { textRuleErrors } from '../domain/text-rules';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field's own schema. */
export function fieldErrors<K extends string>(
  schemas: Record<K, v.GenericSchema>,
  values: Record<K, string>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const field of Object.keys(schemas) as K[]) {
    const result = v.safeParse(schemas[field], values[field]);
    if (!result.success) errors[field] = result.issues[0].message;
  }
  return errors;
}

export function useFieldForm<K extends string>(
  initial: () => Record<K, string>,
  validate: (values: Record<K, string>) => FormErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const [opened] = useState(() => values);
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const errors = useMemo(() => ({ ...validate(values), ...textRuleErrors(values) }), [validate, values]);
  const valid = Object.keys(errors).length === 0;

  const touch = (field: K) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));
  const change = (field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(field);
  };
  const touchAll = useCallback(
    () => setTouched((seen) => new Set([...seen, ...(Object.keys(values) as K[])])),
    [values],
  );
  const errorOf = (field: K) => (touched.has(field) ? errors[field] : undefined);
  /** Some field differs from what the form opened with. */
  const dirty = (Object.keys(values) as K[]).some((field) => values[field] !== opened[field]);

  return { values, errors, valid, dirty, change, touch, touchAll, errorOf };
}
