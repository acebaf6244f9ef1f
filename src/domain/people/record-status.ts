/** Active or not, whichever way a server spells it: students carry a boolean, teachers 'active' | 'inactive'. */
export const isActive = (record: { status?: unknown }) =>
  record.status === true || record.status === 'active';

/** The form's status of a record: '' when it has none, its own text when it is neither spelling. */
export function formStatusOf(record: { status?: unknown }): string {
  if (typeof record.status === 'boolean') return record.status ? 'active' : 'inactive';
  return typeof record.status === 'string' ? record.status : '';
}

/** A text field of a record from any server: '' when missing or not text. */
export const textField = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * What a search looks in: the fields lower-cased, one per line (a needle is one line, so it never
 * matches across two fields).
 */
export const searchTextOf = (fields: readonly unknown[]): string =>
  fields.map((field) => textField(field).toLowerCase()).join('\n');
