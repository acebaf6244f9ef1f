import { and, eq, isNull, sql } from 'drizzle-orm';
import type { User } from '../../../src/domain/auth/user';
import { roleOf } from '../../../src/domain/roles';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { SYNC_LOCK } from '../../db/synced-table';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The API view of a user: no password hash, no sync bookkeeping. */
export function toUserView(row: UserRow): User {
  return {
    _id: row._id,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    website: row.website,
    country: row.country,
    address: row.address,
    profileImage: row.profileImage,
    role: roleOf(row.role),
    isVerified: row.isVerified,
    schoolId: row.schoolId,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users._id, id), isNull(users.deletedAt)));
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users._id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/**
 * A change of an account that is no edit of it (a sign-in, a new password): its version stays, so an
 * administrator's edit made meanwhile does not conflict, and the account is sent again in `/api/sync`
 * (the row lock, then the sync lock, in the order every write takes them, so the cursor never skips it).
 */
export async function noteOnAccount(db: Db, id: string, values: Partial<NewUserRow>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users._id }).from(users).where(eq(users._id, id)).for('update');
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    await tx
      .update(users)
      .set({ ...values, seq: sql`nextval('sync_seq')` })
      .where(eq(users._id, id));
  });
}

/** Notes a successful sign-in; `verified`: it proved the address (a code). */
export async function markSignedIn(db: Db, id: string, verified: boolean): Promise<Date> {
  const now = new Date();
  await noteOnAccount(db, id, { lastSignInAt: now, ...(verified ? { isVerified: true } : {}) });
  return now;
}
