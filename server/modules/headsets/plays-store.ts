/** Plays sent by a headset: each recorded once by its id, however often it is sent again. */
import type { Play } from '../../../src/domain/headsets/headset-schema';
import type { Db } from '../../db/connection';
import { plays } from '../../db/schema';
import type { CurrentDevice } from '../../auth/device-tokens';

export async function recordPlays(
  db: Db,
  device: CurrentDevice,
  batch: readonly Play[],
): Promise<{ received: number; new: number }> {
  const inserted = await db
    .insert(plays)
    .values(
      batch.map((play) => ({
        id: play.id,
        deviceId: device.id,
        schoolId: device.schoolId,
        contentId: play.content_id,
        startedAt: new Date(play.started_at),
        durationS: play.duration_s,
        completed: play.completed,
      })),
    )
    .onConflictDoNothing({ target: plays.id })
    .returning({ id: plays.id });
  return { received: batch.length, new: inserted.length };
}
