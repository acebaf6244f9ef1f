/**
 * The dashboard's fleet figures on known headsets added to the demo's: counted by their last check-in,
 * minutes played per school over 7 days, and the schools whose headsets all went quiet.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FleetSummary } from '../../src/domain/headsets/headset';
import { newId } from '../../src/domain/ids';
import { devices, plays } from '../../server/db/schema';
import { admin, call, setupAccessApp, t } from './helpers/access-app';
import { dashboard, newDevice, newSchool } from './helpers/dashboard-app';

setupAccessApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let before: FleetSummary;
let after: FleetSummary;
let busy: { _id: string; school_name: string };
let quiet: { _id: string; school_name: string };
let silent: { _id: string; school_name: string };
let quietSeenAt: Date;

async function headset(schoolId: string, seenAgo: number | null, lessonsStatus: string | null = null) {
  const device = await newDevice({ school_id: schoolId, imei_number: null });
  const seen = seenAgo === null ? null : new Date(Date.now() - seenAgo);
  await t.app.db
    .update(devices)
    .set({ last_seen_at: seen, lessons_status: seen ? lessonsStatus : null })
    .where(eq(devices._id, device._id));
  return { id: device._id, seen };
}

const play = (schoolId: string, deviceId: string, ago: number, durationS: number) => ({
  id: newId(),
  deviceId,
  schoolId,
  contentId: newId(),
  startedAt: new Date(Date.now() - ago),
  durationS,
  completed: true,
});

beforeAll(async () => {
  before = (await dashboard()).fleet!;
  busy = await newSchool('Zilla Parishad School Fleet Busy');
  quiet = await newSchool('Zilla Parishad School Fleet Quiet');
  silent = await newSchool('Zilla Parishad School Fleet Silent');
  const fresh = await headset(busy._id, HOUR, 'up_to_date');
  await headset(busy._id, 2 * DAY, 'out_of_date');
  await headset(busy._id, null);
  const old = await headset(quiet._id, 8 * DAY, 'up_to_date');
  quietSeenAt = old.seen!;
  await headset(quiet._id, null);
  await headset(silent._id, null);
  await t.app.db.insert(plays).values([
    // 1,000 hours this week: the busiest school by far.
    play(busy._id, fresh.id, HOUR, 1_800_000),
    play(busy._id, fresh.id, 6 * DAY, 1_800_030),
    play(busy._id, fresh.id, 8 * DAY, 999_999),
    play(quiet._id, old.id, 9 * DAY, 999_999),
  ]);
  after = (await dashboard()).fleet!;
});

describe('GET /api/dashboard: fleet', () => {
  it('counts the live headsets by their last check-in', () => {
    expect({
      headsets: after.headsets - before.headsets,
      seen_7d: after.seen_7d - before.seen_7d,
      out_of_date: after.out_of_date - before.out_of_date,
      never_seen: after.never_seen - before.never_seen,
    }).toEqual({ headsets: 6, seen_7d: 2, out_of_date: 1, never_seen: 3 });
  });

  it('sums the minutes played per school over the last 7 days, most first, top 10', () => {
    expect(after.minutes_by_school[0]).toEqual({
      school_id: busy._id,
      school_name: busy.school_name,
      minutes: 60_001,
    });
    expect(after.minutes_by_school.map((row) => row.school_id)).not.toContain(quiet._id);
    const minutes = after.minutes_by_school.map((row) => row.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(minutes.length).toBeLessThanOrEqual(10);
  });

  it('lists the schools none of whose headsets checked in within 7 days, never seen first', () => {
    const listed = after.unseen_schools.map((row) => row.school_id);
    expect(listed).not.toContain(busy._id);
    expect(after.unseen_schools.find((row) => row.school_id === silent._id)).toEqual({
      school_id: silent._id,
      school_name: silent.school_name,
      headsets: 1,
      last_seen_at: null,
    });
    expect(after.unseen_schools.find((row) => row.school_id === quiet._id)).toEqual({
      school_id: quiet._id,
      school_name: quiet.school_name,
      headsets: 2,
      last_seen_at: quietSeenAt.toISOString(),
    });
    const seen = after.unseen_schools.map((row) => row.last_seen_at ?? '');
    expect(seen).toEqual([...seen].sort());
  });

  it('forgets deleted headsets and the schools of deleted ones', async () => {
    const quietOnes = await t.app.db
      .select({ id: devices._id })
      .from(devices)
      .where(eq(devices.school_id, quiet._id));
    for (const { id } of quietOnes) {
      expect((await call(admin, 'DELETE', `/api/device/${id}`)).statusCode).toBe(200);
    }
    const now = (await dashboard()).fleet!;
    expect(now.headsets).toBe(after.headsets - 2);
    expect(now.never_seen).toBe(after.never_seen - 1);
    expect(now.unseen_schools.map((row) => row.school_id)).not.toContain(quiet._id);
  });
});
