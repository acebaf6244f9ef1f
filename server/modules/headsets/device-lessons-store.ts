/** `device_lessons`: each lesson's state on each headset, as its check-ins reported it. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LessonReport, LessonState } from '../../../src/domain/headsets/headset-schema';
import type { Db } from '../../db/connection';
import { deviceLessons } from '../../db/schema';

/**
 * Keeps the latest report of each lesson, in one statement. A lesson not reported keeps its last state:
 * a headset that drops a lesson reports it `missing`, and one no longer in its manifest counts for
 * nothing. A lesson reported twice in one check-in counts as its last report.
 */
export async function recordLessonReports(
  tx: Db,
  deviceId: string,
  reports: readonly LessonReport[],
  now: Date,
): Promise<void> {
  const latest = new Map(reports.map((report) => [report.content_id, report]));
  if (latest.size === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(deviceLessons)
    .values(
      [...latest.values()].map((report) => ({
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

/** What the headset last reported of these lessons, by content id. */
export async function heldLessons(
  tx: Db,
  deviceId: string,
  contentIds: readonly string[],
): Promise<Map<string, { status: LessonState; version: number }>> {
  if (contentIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: deviceLessons.contentId, status: deviceLessons.status, version: deviceLessons.version })
    .from(deviceLessons)
    .where(and(eq(deviceLessons.deviceId, deviceId), inArray(deviceLessons.contentId, [...contentIds])));
  return new Map(rows.map((row) => [row.id, { status: row.status as LessonState, version: row.version }]));
}
