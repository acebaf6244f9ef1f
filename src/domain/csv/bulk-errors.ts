/**
 * A refused bulk import's field errors (`rows.<index>.<field>`, see domain/csv/bulk-request.ts)
 * in words a person can act on: 'Asha Patil: This roll number is already used in this class'.
 */
export function namedRowErrors(
  errors: Record<string, string> | undefined,
  rows: unknown,
  nameField: string,
): string[] {
  const items = Array.isArray(rows) ? (rows as unknown[]) : [];
  return Object.entries(errors ?? {}).map(([key, message]) => {
    const index = /^rows\.(\d+)(\.|$)/.exec(key)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    const name = item && typeof item === 'object' ? (item as Record<string, unknown>)[nameField] : undefined;
    return typeof name === 'string' && name ? `${name}: ${message}` : message;
  });
}
