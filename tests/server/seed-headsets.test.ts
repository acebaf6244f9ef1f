/**
 * The demo headsets' history as `npm start` seeds it: check-ins spread from minutes to days ago (and
 * never), each lessons badge worked out from its manifest by the server's rule, four weeks of plays,
 * commands in every state; the same pattern on every run.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommandView } from '../../src/domain/headsets/headset';
import type { LessonState } from '../../src/domain/headsets/headset-schema';
import { tallyLessons } from '../../src/domain/headsets/lessons-status';
import { deviceLessons, devices, plays } from '../../server/db/schema';
import { buildDemoData } from '../../server/seed/demo-data';
import { fullManifest, manifestPoint } from '../../server/modules/headsets/manifest';
import { getJson, setupApiApp, t } from './helpers/api-app';
import type { Dashboard } from '../../src/domain/dashboard/dashboard';

setupApiApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the seeded headsets', () => {
  it('checked in minutes, hours and days ago, and one or two never', async () => {
    const rows = await t.app.db.select().from(devices);
    const ages = rows.map((row) => (row.last_seen_at ? Date.now() - row.last_seen_at.getTime() : null));
    expect(ages.filter((age) => age === null).length).toBeGreaterThanOrEqual(1);
    expect(ages.filter((age) => age === null).length).toBeLessThanOrEqual(2);
    const seen = ages.filter((age): age is number => age !== null);
    expect(seen.some((age) => age < HOUR)).toBe(true);
    expect(seen.some((age) => age >= HOUR && age < DAY)).toBe(true);
    expect(seen.some((age) => age >= DAY)).toBe(true);
    for (const row of rows.filter((r) => r.last_seen_at)) {
      expect(row.battery_percent).toBeGreaterThanOrEqual(0);
      expect(row.battery_percent).toBeLessThanOrEqual(100);
      expect(row.charging).not.toBeNull();
      expect(row.free_storage_mb).toBeGreaterThan(0);
      expect(row.app_version && row.os_version).toBeTruthy();
    }
  });

  it("report every lesson of their manifest, the badge following the server's rule, in a mix of states", async () => {
    const seen = await t.app.db.select().from(devices).where(isNotNull(devices.last_seen_at));
    const statuses = new Set<string | null>();
    for (const device of seen) {
      const manifest = await fullManifest(
        t.app.db,
        device.school_id,
        await manifestPoint(t.app.db, device.school_id),
      );
      const reports = await t.app.db
        .select()
        .from(deviceLessons)
        .where(eq(deviceLessons.deviceId, device._id));
      expect(reports.map((r) => r.contentId).sort()).toEqual(
        manifest.lessons.map((l) => l.content_id).sort(),
      );
      const tally = tallyLessons(
        new Map(manifest.lessons.map((l) => [l.content_id, l.version])),
        new Map(reports.map((r) => [r.contentId, { status: r.status as LessonState, version: r.version }])),
      );
      expect(tally.total).toBeGreaterThan(0);
      expect({
        status: device.lessons_status,
        installed: device.lessons_installed,
        total: device.lessons_total,
      }).toEqual(tally);
      statuses.add(device.lessons_status);
    }
    expect(statuses).toEqual(new Set(['up_to_date', 'updating', 'out_of_date']));
  });

  it('played lessons over the last four weeks, each play sent before its last check-in', async () => {
    const seenAt = new Map(
      (await t.app.db.select().from(devices)).map((d) => [
        d._id,
        { seen: d.last_seen_at, school: d.school_id },
      ]),
    );
    const rows = await t.app.db.select().from(plays);
    expect(rows.length).toBeGreaterThan(100);
    for (const play of rows) {
      const device = seenAt.get(play.deviceId)!;
      expect(play.schoolId).toBe(device.school);
      expect(play.startedAt.getTime()).toBeGreaterThan(Date.now() - 29 * DAY);
      expect(play.startedAt.getTime() + play.durationS * 1000).toBeLessThanOrEqual(device.seen!.getTime());
      expect(play.receivedAt.getTime()).toBeLessThanOrEqual(device.seen!.getTime());
    }
    const { data } = await getJson<{ data: Dashboard }>('/api/dashboard', 200);
    const fleet = data.fleet!;
    expect(fleet.minutes_by_school.length).toBeGreaterThanOrEqual(3);
    expect(fleet.unseen_schools.length).toBeGreaterThanOrEqual(1);
    expect(fleet.seen_7d).toBeLessThan(fleet.headsets - fleet.never_seen);
  });

  it('were sent commands in every state', async () => {
    const ids = (await t.app.db.select({ id: devices._id }).from(devices)).map((row) => row.id);
    const states = new Set<string>();
    for (const id of ids) {
      const { data } = await getJson<{ data: CommandView[] }>(`/api/devices/${id}/commands`, 200);
      for (const command of data) states.add(command.state);
    }
    expect(states).toEqual(new Set(['waiting', 'handed_out', 'done', 'failed', 'expired']));
  });

  it('have the same history on every run', () => {
    const now = new Date('2026-11-29T09:00:00.000Z');
    const history = (built: ReturnType<typeof buildDemoData>) => ({
      devices: built.devices.map((d) => [d.device_name, d.last_seen_at, d.battery_percent, d.lessons_status]),
      lessons: built.deviceLessons.map((l) => [l.status, l.bytesDone]),
      plays: built.plays.map((p) => [p.startedAt, p.durationS, p.completed]),
      commands: built.deviceCommands.map((c) => [c.kind, c.createdAt, c.handedOutAt, c.result]),
    });
    expect(history(buildDemoData('hash', now))).toEqual(history(buildDemoData('hash', now)));
  });
});
