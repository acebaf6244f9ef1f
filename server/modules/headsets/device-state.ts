/**
 * A headset's state on its device record, as its last check-in reported it. A check-in changes neither
 * the record's `version` nor its `updated_at` (an administrator's edit never conflicts with one), and
 * sends the device to the tablets again (a new sync sequence value) only when something they show
 * changed, or when the `last_seen_at` they hold is 10 minutes old.
 */
import { eq, sql } from 'drizzle-orm';
import type { LessonsTally } from '../../../src/domain/headsets/lessons-status';
import type { Db } from '../../db/connection';
import { devices } from '../../db/schema';
import { SYNC_LOCK } from '../../db/synced-table';

export const SEEN_RESEND_MS = 10 * 60 * 1000;
/** A battery level moving less than this is not worth a tablet's data. */
export const BATTERY_STEP = 5;

export interface HeadsetState {
  battery_percent: number;
  charging: boolean;
  free_storage_mb: number;
  app_version: string;
  os_version: string;
  tally: LessonsTally;
}

export type StoredState = Pick<
  typeof devices.$inferSelect,
  | 'last_seen_at'
  | 'battery_percent'
  | 'charging'
  | 'app_version'
  | 'os_version'
  | 'lessons_status'
  | 'lessons_installed'
  | 'lessons_total'
  | 'seenSentAt'
>;

/** Whether the tablets should get the device again after this check-in. */
export function resendNeeded(before: StoredState, after: HeadsetState, now: Date): boolean {
  const shownChanged =
    before.last_seen_at === null ||
    before.lessons_status !== after.tally.status ||
    before.lessons_installed !== after.tally.installed ||
    before.lessons_total !== after.tally.total ||
    before.charging !== after.charging ||
    before.battery_percent === null ||
    Math.abs(before.battery_percent - after.battery_percent) >= BATTERY_STEP ||
    before.app_version !== after.app_version ||
    before.os_version !== after.os_version;
  return shownChanged || !before.seenSentAt || now.getTime() - before.seenSentAt.getTime() >= SEEN_RESEND_MS;
}

/** Stores the check-in on the device row, whose lock the caller holds. */
export async function saveHeadsetState(
  tx: Db,
  deviceId: string,
  state: HeadsetState,
  { now, resend, talliedFor }: { now: Date; resend: boolean; talliedFor: string },
): Promise<void> {
  const columns = {
    lessonsTalliedFor: talliedFor,
    last_seen_at: now,
    battery_percent: state.battery_percent,
    charging: state.charging,
    free_storage_mb: state.free_storage_mb,
    app_version: state.app_version,
    os_version: state.os_version,
    lessons_status: state.tally.status,
    lessons_installed: state.tally.installed,
    lessons_total: state.tally.total,
  };
  if (!resend) {
    await tx.update(devices).set(columns).where(eq(devices._id, deviceId));
    return;
  }
  // As every write stamps (server/http/write.ts): the sync lock after the row lock, so commit order is
  // cursor order.
  await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
  await tx
    .update(devices)
    .set({ ...columns, seenSentAt: now, seq: sql`nextval('sync_seq')` })
    .where(eq(devices._id, deviceId));
}
