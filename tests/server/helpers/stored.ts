/**
 * What a request stored: changes `/api/sync` sends after a point, and the rows of the tables sync
 * does not carry (users, sessions, uploads, bookings, settings). For tests that prove a refused request stored
 * nothing.
 */
import { gte, or, sql } from 'drizzle-orm';
import { bookings, sessions, uploads, userSettings, users } from '../../../server/db/schema';
import { admin, t } from './api-app';

/** The sync sequence now: every change committed later has a larger value. */
export async function lastSyncValue(): Promise<string> {
  const [row] = await t.app.db
    .select({ value: sql<string>`(select last_value from sync_seq)::text` })
    .from(sql`(select 1) as one`);
  return row!.value;
}

/** The tables sync does not carry, by their row counts and latest update. */
export async function unsyncedRows() {
  const [counts] = await t.app.db
    .select({
      users: sql<string>`(select count(*) from ${users})::text`,
      usersUpdated: sql<string>`(select max(${users.updatedAt}) from ${users})::text`,
      sessions: sql<string>`(select count(*) from ${sessions})::text`,
      uploads: sql<string>`(select count(*) from ${uploads})::text`,
      bookings: sql<string>`(select count(*) from ${bookings})::text`,
      bookingsUpdated: sql<string>`(select max(${bookings.updatedAt}) from ${bookings})::text`,
      settingsUpdated: sql<string>`(select max(${userSettings.updatedAt}) from ${userSettings})::text`,
    })
    .from(sql`(select 1) as one`);
  return counts!;
}

/** The records (`entity id`) `/api/sync` has changed or deleted after `since`. */
export async function storedSince(since: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sync?scope=global&since=${since}&limit=100`,
    headers: { authorization: `Bearer ${admin}` },
  });
  if (response.statusCode !== 200) throw new Error(`sync pull: ${response.statusCode} ${response.body}`);
  const page = response.json<{
    changes: Array<{ entity: string; record: { _id: string } }>;
    tombstones: Array<{ entity: string; _id: string }>;
  }>();
  return [
    ...page.changes.map((change) => `${change.entity} ${change.record._id}`),
    ...page.tombstones.map((tombstone) => `${tombstone.entity} ${tombstone._id} (deleted)`),
  ];
}

/**
 * Accounts that signed up or signed in since `at`, as `storedSince` names them: a public route's own
 * doing (a sign-in notes its time on the account, which `/api/sync` sends again), no refused write.
 */
export async function signInsSince(at: Date): Promise<Set<string>> {
  const rows = await t.app.db
    .select({ id: users._id })
    .from(users)
    .where(or(gte(users.createdAt, at), gte(users.lastSignInAt, at)));
  return new Set(rows.map((row) => `users ${row.id}`));
}
