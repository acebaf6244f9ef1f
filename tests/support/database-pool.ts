/**
 * The embedded databases of a test worker. Opening a PGlite copy of the seeded template costs about a
 * second of CPU; putting an open one back to the template's rows costs a fifth of that. A worker runs
 * its files one after the other, so each file borrows a database set back to its template, and gives it
 * back when its app closes (docs/testing.md, "Keeping it quick").
 *
 * The template's rows are copied once into the schema `test_pristine`; setting a database back empties
 * every table of `public` and copies them in again, with triggers (and so foreign keys and the kept
 * counts) off while it does, and puts the sequences back where they were.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/connection';

interface Pooled {
  /** The template's dump, or '' for a database with no rows. */
  template: string;
  database: Database;
  client: PGlite;
  /** The SQL that sets the database back to the template. */
  reset: string;
  lent: boolean;
}

const pool: Pooled[] = [];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function opened(template: string, load: () => Promise<Blob | undefined>): Promise<Pooled> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await load() });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'`,
    )
  ).rows.map((row) => `public.${quoted(row.name)}`);
  const sequences = (
    await client.query<{ name: string; last: string | null }>(
      `select sequencename as name, last_value as last from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  const pristine = (table: string) => table.replace(/^public\./, 'test_pristine.');
  await client.exec(
    `create schema test_pristine; ${tables.map((table) => `create table ${pristine(table)} as table ${table};`).join(' ')}`,
  );
  const reset = [
    'set session_replication_role = replica;',
    `truncate ${tables.join(', ')};`,
    ...tables.map((table) => `insert into ${table} select * from ${pristine(table)};`),
    ...sequences.map(({ name, last }) =>
      last === null
        ? `select setval('public.${quoted(name)}', 1, false);`
        : `select setval('public.${quoted(name)}', ${last}, true);`,
    ),
    'set session_replication_role = origin;',
  ].join('\n');
  return { template, database, client, reset, lent: false };
}

/**
 * A database of this worker set to `template`'s rows (a path to its dump, read by `load`; '' for none),
 * opened the first time. Its `close()` gives it back; nothing else may still use it then.
 */
export async function borrowDatabase(
  template: string,
  load: () => Promise<Blob | undefined>,
): Promise<Database> {
  let entry = pool.find((candidate) => !candidate.lent && candidate.template === template);
  if (entry) {
    await entry.client.exec(entry.reset);
  } else {
    entry = await opened(template, load);
    pool.push(entry);
  }
  entry.lent = true;
  const lent = entry;
  return {
    ...lent.database,
    close: async () => {
      lent.lent = false;
    },
  };
}
