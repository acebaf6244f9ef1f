/**
 * The e-mail notification (Settings, Notifications, Email): once a day, each person with notifications
 * on gets one mail about their refused changes that have waited more than a day, which are then marked
 * mailed so no change is mailed twice.
 */
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { defineMessages, isLanguage } from '../../src/domain/i18n/languages';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import type { Db } from '../db/connection';
import { refusedChanges, userSettings, users } from '../db/schema';

/** One change, or several (`{count}`). */
const MAIL = {
  one: defineMessages({
    subject: 'A change of yours is waiting in Shala Admin',
    intro: 'The server could not accept this change you made, and it has waited more than a day:',
    whatToDo:
      'Open Shala Admin on the device you made it on: the list of changes needing attention (the bell) lets you fix, keep or discard each one.',
  }),
  many: defineMessages({
    subject: '{count} changes of yours are waiting in Shala Admin',
    intro: 'The server could not accept these changes you made, and they have waited more than a day:',
    whatToDo:
      'Open Shala Admin on the device you made them on: the list of changes needing attention (the bell) lets you fix, keep or discard each one.',
  }),
};
const WHY_MAILED = defineMessages({
  why: 'You get this mail because e-mail notifications are on in your Settings.',
}).why;

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
      language: userSettings.language,
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
    // In the language the person chose in Settings; English when they chose none.
    const language = isLanguage(rows[0]!.language) ? rows[0]!.language : 'en';
    const words = rows.length === 1 ? MAIL.one : MAIL.many;
    const say = (id: string) => translate(language, id, { count: rows.length });
    const lines = rows.map(
      (row) =>
        `- ${row.refusedAt.toISOString().slice(0, 10)}: ${row.method} ${row.path}: ${translate(language, row.message)}`,
    );
    await mailer.send({
      to: rows[0]!.email,
      subject: say(words.subject),
      text: `${say(words.intro)}\n\n${lines.join('\n')}\n\n${say(words.whatToDo)}\n\n${say(WHY_MAILED)}`,
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
