/**
 * The e-mail notification (Settings, Notifications, Email): once a day, each person with notifications
 * on gets one mail about their refused changes that have waited more than a day, which are then marked
 * mailed so no change is mailed twice.
 */
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import type { Db } from './connection';
import { refusedChanges, userSettings, users } from './schema';

export const WAIT_BEFORE_MAIL_MS = 24 * 60 * 60 * 1000;

export async function mailWaitingChanges(db: Db, mailer: Mailer, now: number = Date.now()): Promise<number> {
  const waiting = await db
    .select({
      userId: refusedChanges.userId,
      key: refusedChanges.key,
      method: refusedChanges.method,
      path: refusedChanges.path,
      message: refusedChanges.message,
      refusedAt: refusedChanges.refusedAt,
      email: users.email,
      notifications: userSettings.emailNotifications,
    })
    .from(refusedChanges)
    .innerJoin(users, and(eq(users._id, refusedChanges.userId), isNull(users.deletedAt)))
    .leftJoin(userSettings, eq(userSettings.userId, refusedChanges.userId))
    .where(
      and(
        isNull(refusedChanges.resolvedAt),
        isNull(refusedChanges.mailedAt),
        lt(refusedChanges.refusedAt, new Date(now - WAIT_BEFORE_MAIL_MS)),
      ),
    )
    .orderBy(asc(refusedChanges.userId), asc(refusedChanges.refusedAt), asc(refusedChanges.key));

  const byPerson = new Map<string, typeof waiting>();
  // No settings row: the default, notifications on.
  for (const row of waiting.filter((row) => row.notifications !== false))
    byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);

  for (const [userId, rows] of byPerson) {
    const lines = rows.map(
      (row) => `- ${row.refusedAt.toISOString().slice(0, 10)}: ${row.method} ${row.path}: ${row.message}`,
    );
    await mailer.send({
      to: rows[0]!.email,
      subject:
        rows.length === 1
          ? 'A change of yours is waiting in Shala Admin'
          : `${rows.length} changes of yours are waiting in Shala Admin`,
      text: `The server could not accept ${rows.length === 1 ? 'this change' : 'these changes'} you made, and ${rows.length === 1 ? 'it has' : 'they have'} waited more than a day:\n\n${lines.join('\n')}\n\nOpen Shala Admin on the device you made ${rows.length === 1 ? 'it' : 'them'} on: the list of changes needing attention (the bell) lets you fix, keep or discard each one.\n\nYou get this mail because e-mail notifications are on in your Settings.`,
    });
    await db
      .update(refusedChanges)
      .set({ mailedAt: new Date(now) })
      .where(
        and(
          eq(refusedChanges.userId, userId),
          inArray(
            refusedChanges.key,
            rows.map((row) => row.key),
          ),
        ),
      );
  }
  return byPerson.size;
}
