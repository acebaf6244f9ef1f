/**
 * Forgets what is no longer needed: idempotency answers after 30 days (docs/sync.md, "Long outages"),
 * spent codes and rate-limit windows after a day, sessions 30 days after they ended, resolved refused
 * changes after 30 days. Mails people about refused changes waiting more than a day.
 */
import { lt } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import type { Db } from '../db/connection';
import { forgetEndedSessions } from '../auth/sessions';
import { forgetOldWindows } from '../http/rate-limits';
import { idempotencyKeys, oneTimeCodes, refusedChanges } from '../db/schema';
import { mailWaitingChanges } from './waiting-changes';

const DAY_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEEP_MS = 30 * DAY_MS;
export const ENDED_SESSION_KEEP_MS = 30 * DAY_MS;

export async function forgetOldRecords(db: Db, now: number = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEEP_MS)));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, new Date(now - DAY_MS)));
  await forgetEndedSessions(db, new Date(now - ENDED_SESSION_KEEP_MS));
  await forgetOldWindows(db, now);
  await db.delete(refusedChanges).where(lt(refusedChanges.resolvedAt, new Date(now - IDEMPOTENCY_KEEP_MS)));
}

/** Runs once now and then daily; the timer never keeps the process alive. */
export function scheduleHousekeeping(db: Db, mailer: Mailer, onError: (error: unknown) => void): () => void {
  const run = () =>
    forgetOldRecords(db)
      .then(() => mailWaitingChanges(db, mailer))
      .catch(onError);
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
