/**
 * Signed-in sessions (docs/architecture.md, "Security"): every sign-in is a `sessions` row and its
 * token names it (`sid`), so a session can end before its token expires: logout, "sign out
 * everywhere", a password reset, a deactivation.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import { deviceLabel } from './device-label';

/** `last_used_at` is written at most this often per session, not on every request. */
export const LAST_USED_PRECISION_MS = 60 * 1000;

export async function startSession(
  db: Db,
  values: { userId: string; userAgent: string | undefined; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    userId: values.userId,
    deviceLabel: deviceLabel(values.userAgent),
    expiresAt: values.expiresAt,
  });
  return id;
}

/**
 * The query every authenticated request makes: a token's user (`sub`) and its session (`sid`), the
 * session's columns null when it is not that user's. Prepared once per database: it is built and
 * planned once, not per request. Flat columns: drizzle would turn a nested `session` object with one
 * null field into null.
 */
export function tokenHolderQuery(db: Db) {
  return db
    .select({
      id: users._id,
      email: users.email,
      role: users.role,
      schoolId: users.schoolId,
      status: users.status,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.userId, users._id)))
    .where(and(eq(users._id, sql.placeholder('sub')), isNull(users.deletedAt)))
    .prepare('token_holder');
}

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Notes that the session was used, unless that was noted less than a minute ago. */
export async function markUsed(db: Db, id: string, lastUsedAt: Date, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (lastUsedAt > since) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, since)));
}

/** Ends one live session of this user; false when there is none by that id. */
export async function endSession(db: Db, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(new Date())))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Ends every live session of a user: "sign out everywhere", a password reset, a deactivation. */
export async function endSessionsOf(db: Db, userId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function liveSessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      deviceLabel: sessions.deviceLabel,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Housekeeping: sessions that ended (expired or revoked) before `before`. */
export async function forgetEndedSessions(db: Db, before: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
}
