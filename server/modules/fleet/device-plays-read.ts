/**
 * `GET /api/devices/:id/plays?days=`: the headset's plays of the last `days` days, counted and summed
 * over the whole window by the database, the latest listed with their chapter titles.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { PLAYS_LISTED } from '../../../src/domain/headsets/device-plays-query';
import type { DevicePlays } from '../../../src/domain/headsets/headset';
import type { Db } from '../../db/connection';
import { contents, plays } from '../../db/schema';
import { liveDevice } from './live-device';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function readDevicePlays(
  db: Db,
  deviceId: string,
  days: number,
  now = new Date(),
): Promise<DevicePlays> {
  await liveDevice(db, deviceId);
  const inWindow = and(
    eq(plays.deviceId, deviceId),
    gte(plays.startedAt, new Date(now.getTime() - days * DAY_MS)),
  );
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(${plays.durationS}), 0)`.mapWith(Number),
    })
    .from(plays)
    .where(inWindow);
  const latest = await db
    .select({
      id: plays.id,
      content_id: plays.contentId,
      chapter_title: contents.chapter_title,
      started_at: plays.startedAt,
      duration_s: plays.durationS,
      completed: plays.completed,
    })
    .from(plays)
    .leftJoin(contents, eq(contents._id, plays.contentId))
    .where(inWindow)
    .orderBy(desc(plays.startedAt), desc(plays.id))
    .limit(PLAYS_LISTED);
  return {
    days,
    plays_count: totals?.count ?? 0,
    minutes: Math.round((totals?.seconds ?? 0) / 60),
    plays: latest.map((play) => ({ ...play, started_at: play.started_at.toISOString() })),
  };
}
