/**
 * Migration 0012 puts every school in the delta pull again, so a device whose copy of a school was made
 * before schools had an academic year receives the school with it.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const MIGRATIONS = path.join(import.meta.dirname, '../../server/db/migrations');
const folders: string[] = [];
afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The migrations up to `last` (its number), as a folder the migrator reads. */
async function migrationsUpTo(last: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-migrations-'));
  folders.push(folder);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

it('sends every school again after the school year came', async () => {
  const client = await PGlite.create('memory://');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: await migrationsUpTo(11) });
  for (const name of ['ZP School Ambavade', 'ZP School Shirur'])
    await client.query(
      `insert into schools (id, school_name, email, phone_number, contact, street, locality, city, state, pincode,
        principal_name, principal_email, principal_contact)
       values (gen_random_uuid()::text, $1, 'a@b.in', '9000000000', 'Office', 'Main road', 'Ward 1', 'Pune',
        'Maharashtra', '411001', 'R. Kale', 'r@b.in', '9000000001')`,
      [name],
    );
  const cursor = (await client.query<{ seq: number }>('select max(seq)::int as seq from schools')).rows[0]!
    .seq;

  await migrate(db, { migrationsFolder: MIGRATIONS });
  const sentAgain = await client.query<{ academic_year: string }>(
    'select academic_year from schools where seq > $1',
    [cursor],
  );
  expect(sentAgain.rows).toHaveLength(2);
  expect(sentAgain.rows.every((row) => /^\d{4}-\d{2}$/.test(row.academic_year))).toBe(true);
  await client.close();
});
