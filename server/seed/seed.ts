/**
 * Demo data for a first start: six Zilla Parishad schools in Maharashtra with staff, classes, pupils and
 * books, the class and subject masters, VR headsets with their recent history, a lesson catalogue and two
 * demo sign-ins.
 */
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/connection';
import * as schema from '../db/schema';
import { SYNC_LOCK } from '../db/synced-table';
import { buildDemoData, type DemoData } from './demo-data';

export { DEMO_USERS } from './build-accounts';
export const DEMO_PASSWORD = 'Shala@2026';

const CHUNK = 500;

async function insertInChunks<T extends PgTable>(tx: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

async function insertAll(tx: Db, data: DemoData): Promise<void> {
  await insertInChunks(tx, schema.users, data.users);
  await insertInChunks(tx, schema.masterClasses, data.masterClasses);
  await insertInChunks(tx, schema.masterSubjects, data.masterSubjects);
  await insertInChunks(tx, schema.schools, data.schools);
  await insertInChunks(tx, schema.teachers, data.teachers);
  await insertInChunks(tx, schema.classes, data.classes);
  await insertInChunks(tx, schema.subjects, data.subjects);
  await insertInChunks(tx, schema.students, data.students);
  await insertInChunks(tx, schema.books, data.books);
  await insertInChunks(tx, schema.devices, data.devices);
  await insertInChunks(tx, schema.contents, data.contents);
  await insertInChunks(tx, schema.bookings, data.bookings);
  await insertInChunks(tx, schema.uploads, data.uploads);
  await insertInChunks(tx, schema.deviceLessons, data.deviceLessons);
  await insertInChunks(tx, schema.plays, data.plays);
  await insertInChunks(tx, schema.deviceCommands, data.deviceCommands);
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users._id }).from(schema.users).limit(1);
  return rows.length > 0;
}

/** Seeds demo data when the users table is empty; returns whether it seeded. One transaction. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  const data = buildDemoData(await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    // Holding the sync lock for the whole seed keeps every other write's sequence values above the seeded
    // rows', and makes a concurrent seeder wait and skip.
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    if (await hasUsers(tx)) return { seeded: false };
    await insertAll(tx, data);
    return { seeded: true };
  });
}
