/**
 * `GET /api/devices/:id/lessons`: the headset's whole manifest as the server reads it now, each lesson
 * with what the headset last reported of it (`not_reported` when it never did).
 */
import { eq } from 'drizzle-orm';
import type { DeviceLessons, DeviceLessonView } from '../../../src/domain/headsets/headset';
import type { LessonState } from '../../../src/domain/headsets/headset-schema';
import type { Db } from '../../db/connection';
import { deviceLessons } from '../../db/schema';
import { fullManifest, manifestPoint } from '../headsets';
import { liveDevice } from './live-device';

export async function readDeviceLessons(db: Db, deviceId: string): Promise<DeviceLessons> {
  const { schoolId } = await liveDevice(db, deviceId);
  const manifest = await fullManifest(db, schoolId, await manifestPoint(db, schoolId));
  const reports = await db.select().from(deviceLessons).where(eq(deviceLessons.deviceId, deviceId));
  const reported = new Map(reports.map((report) => [report.contentId, report]));
  const lessons = manifest.lessons.map((lesson): DeviceLessonView => {
    const report = reported.get(lesson.content_id);
    return {
      content_id: lesson.content_id,
      chapter_title: lesson.chapter_title,
      type: lesson.type,
      grade: lesson.grade,
      subject: lesson.subject,
      version: lesson.version,
      size: lesson.file?.size ?? null,
      state: (report?.status as LessonState | undefined) ?? 'not_reported',
      headset_version: report?.version ?? null,
      bytes_done: report?.bytesDone ?? null,
      error: report?.error ?? null,
      reported_at: report?.reportedAt.toISOString() ?? null,
    };
  });
  return {
    manifest_version: manifest.manifest_version,
    ...(manifest.reason ? { reason: manifest.reason } : {}),
    lessons,
  };
}
