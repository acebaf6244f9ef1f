/**
 * Uniqueness checked on the device before a change is queued (docs/sync.md, "Checks before queuing"):
 * a key another record of the school already holds would only be refused by the server later.
 */
export function holdsKey<T extends { _id: string }>(
  records: readonly T[],
  keyOf: (record: T) => string,
  key: string,
  exceptId?: string,
): boolean {
  return records.some((record) => record._id !== exceptId && keyOf(record) === key);
}
