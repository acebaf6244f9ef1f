/**
 * `POST /api/headset/check-in`, in one transaction: the lessons reported, the headset's state and its
 * lessons badge against its manifest, and the commands to hand out.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { HEADSET_MESSAGES as M, type CheckIn } from '../../../src/domain/headsets/headset-schema';
import type { CheckInAnswer } from '../../../src/domain/headsets/headset';
import {
  LESSONS_STATUSES,
  tallyLessons,
  type LessonsTally,
} from '../../../src/domain/headsets/lessons-status';
import { manifestVersionOf, type ManifestPoint } from '../../../src/domain/headsets/manifest-version';
import type { CurrentDevice } from '../../auth/device-tokens';
import type { Db } from '../../db/connection';
import { devices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { handOutCommands } from './commands-store';
import { heldLessons, recordLessonReports } from './device-lessons-store';
import { resendNeeded, saveHeadsetState } from './device-state';
import { fullManifest, manifestPoint } from './manifest';

export async function checkIn(db: Db, device: CurrentDevice, input: CheckIn): Promise<CheckInAnswer> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [before] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices._id, device.id), isNull(devices.deletedAt)))
      .for('update');
    // Deleted since the request was authenticated.
    if (!before) throw new HttpError(401, M.tokenUnknown, 'device_token');
    await recordLessonReports(tx, device.id, input.lessons, now, input.lessons_full);
    const point = await manifestPoint(tx, before.school_id);
    const manifestVersion = manifestVersionOf(point);
    // Nothing reported and the same manifest: the badge stands (most check-ins of a fleet).
    const unchanged =
      !input.lessons_full && input.lessons.length === 0 && before.lessonsTalliedFor === manifestVersion;
    const tally = unchanged
      ? storedTally(before)
      : await workOutTally(tx, device.id, before.school_id, point);
    const state = {
      battery_percent: input.battery_percent,
      charging: input.charging,
      free_storage_mb: input.free_storage_mb,
      app_version: input.app_version,
      os_version: input.os_version,
      tally,
    };
    const commands = await handOutCommands(tx, device.id, now);
    // Last: it may take the sync lock, held as briefly as it can be.
    await saveHeadsetState(tx, device.id, state, {
      now,
      resend: resendNeeded(before, state, now),
      talliedFor: manifestVersion,
    });
    return { server_time: now.toISOString(), manifest_version: manifestVersion, commands };
  });
}

async function workOutTally(tx: Db, deviceId: string, schoolId: string | null, point: ManifestPoint) {
  const manifest = await fullManifest(tx, schoolId, point);
  const wanted = new Map(manifest.lessons.map((lesson) => [lesson.content_id, lesson.version]));
  return tallyLessons(wanted, await heldLessons(tx, deviceId));
}

const storedTally = (device: typeof devices.$inferSelect): LessonsTally => ({
  status: LESSONS_STATUSES.find((status) => status === device.lessons_status) ?? 'out_of_date',
  installed: device.lessons_installed,
  total: device.lessons_total,
});
