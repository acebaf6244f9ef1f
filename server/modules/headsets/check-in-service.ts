/**
 * `POST /api/headset/check-in`, in one transaction: the lessons reported, the headset's state and its
 * lessons badge against its manifest, and the commands to hand out.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { HEADSET_MESSAGES as M, type CheckIn } from '../../../src/domain/headsets/headset-schema';
import type { CheckInAnswer } from '../../../src/domain/headsets/headset';
import { tallyLessons } from '../../../src/domain/headsets/lessons-status';
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
    await recordLessonReports(tx, device.id, input.lessons, now);
    const manifest = await fullManifest(tx, before.school_id, await manifestPoint(tx, before.school_id));
    const wanted = new Map(manifest.lessons.map((lesson) => [lesson.content_id, lesson.version]));
    const tally = tallyLessons(wanted, await heldLessons(tx, device.id, [...wanted.keys()]));
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
    await saveHeadsetState(tx, device.id, state, { now, resend: resendNeeded(before, state, now) });
    return { server_time: now.toISOString(), manifest_version: manifest.manifest_version, commands };
  });
}
