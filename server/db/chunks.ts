/** Many rows written in several statements: PostgreSQL allows 65,535 parameters a statement. */

/** Rows per insert statement of a bulk write. */
export const BULK_CHUNK = 500;

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
