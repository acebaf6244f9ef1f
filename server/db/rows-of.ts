/** The rows of a raw SQL query, on either database. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './connection';

/** Both drivers answer `{ rows }`; the database type shared by the two cannot say so. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}
