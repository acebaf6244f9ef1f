/** `device_lessons`: each lesson's state on each headset, as its check-ins reported it. */
import { eq, sql } from 'drizzle-orm';
import type { LessonReport, LessonState } from '../../../src/domain/headsets/headset-schema';
import type { Db } from '../../db/connection';
import { deviceLessons } from '../../db/schema';
import { BULK_CHUNK, chunked } from '../../db/chunks';

/**
 * Keeps the latest report of each lesson, in statements of `BULK_CHUNK` rows. A lesson not reported
 * keeps its last state (a check-in reports only what changed): a headset that drops a lesson reports it
 * `missing`, and one no longer in its manifest counts for nothing. With `whole` (the headset listed every
 * lesson it holds) the lessons not listed are forgotten. A lesson reported twice in one check-in counts
 * as its last report.
 */
export async function recordLessonReports(
  tx: Db,
  deviceId: string,
  reports: readonly LessonReport[],
  now: Date,
  whole: boolean,
): Promise<void> {
  if (whole) await tx.delete(deviceLessons).where(eq(deviceLessons.deviceId, deviceId));
  const latest = new Map(reports.map((report) => [report.content_id, report]));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (const rows of chunked([...latest.values()], BULK_CHUNK)) {
    await tx
      .insert(deviceLessons)
      .values(
        rows.map((report) => ({
          deviceId,
          contentId: report.content_id,
          status: report.status,
          version: report.version,
          bytesDone: report.bytes_done ?? null,
          error: report.error ?? null,
          reportedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [deviceLessons.deviceId, deviceLessons.contentId],
        set: {
          status: excluded('status'),
          version: excluded('version'),
          bytesDone: excluded('bytes_done'),
          error: excluded('error'),
          reportedAt: excluded('reported_at'),
        },
      });
  }
}

/** What the headset last reported of each lesson, by content id. */
export async function heldLessons(
  tx: Db,
  deviceId: string,
): Promise<Map<string, { status: LessonState; version: number }>> {
  const rows = await tx
    .select({ id: deviceLessons.contentId, status: deviceLessons.status, version: deviceLessons.version })
    .from(deviceLessons)
    .where(eq(deviceLessons.deviceId, deviceId));
  return new Map(rows.map((row) => [row.id, { status: row.status as LessonState, version: row.version }]));
}
