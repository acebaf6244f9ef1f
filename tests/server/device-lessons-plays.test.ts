/**
 * A headset's lessons (its manifest, each lesson with what the headset reported) and its plays (counted
 * over a window of days, the latest listed), as the console reads them.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../../src/domain/devices/device-schema';
import { PLAYS_QUERY_MESSAGES } from '../../src/domain/headsets/device-plays-query';
import type { DeviceLessons, DevicePlays } from '../../src/domain/headsets/headset';
import { HEADSET_MESSAGES } from '../../src/domain/headsets/headset-schema';
import { newId } from '../../src/domain/ids';
import { deviceLessons, devices, plays } from '../../server/db/schema';
import { fullManifest, manifestPoint } from '../../server/modules/headsets/manifest';
import { admin, call, other, schoolAdmin, setupAccessApp, t } from './helpers/access-app';
import { newDevice } from './helpers/dashboard-app';

setupAccessApp();

const DAY = 24 * 60 * 60 * 1000;

async function read<T>(url: string): Promise<T> {
  const response = await call(admin, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ success: boolean; data: T }>();
  expect(body.success).toBe(true);
  return body.data;
}

describe('GET /api/devices/:id/lessons', () => {
  let device: { _id: string };

  beforeAll(async () => {
    device = await newDevice({ school_id: other._id });
  });

  it("answers the school's manifest, each lesson with its reported state or not_reported", async () => {
    const manifest = await fullManifest(t.app.db, other._id, await manifestPoint(t.app.db, other._id));
    expect(manifest.lessons.length).toBeGreaterThan(3);
    const [installed, downloading, failed] = manifest.lessons;
    const reportedAt = new Date(Date.now() - 60_000);
    await t.app.db.insert(deviceLessons).values([
      {
        deviceId: device._id,
        contentId: installed!.content_id,
        status: 'installed',
        version: installed!.version,
        reportedAt,
      },
      {
        deviceId: device._id,
        contentId: downloading!.content_id,
        status: 'downloading',
        version: 1,
        bytesDone: 1234,
        reportedAt,
      },
      {
        deviceId: device._id,
        contentId: failed!.content_id,
        status: 'failed',
        version: 1,
        error: 'checksum mismatch',
        reportedAt,
      },
      // A lesson no longer in its manifest is not listed.
      { deviceId: device._id, contentId: newId(), status: 'installed', version: 1, reportedAt },
    ]);

    const answer = await read<DeviceLessons>(`/api/devices/${device._id}/lessons`);
    expect(answer.manifest_version).toBe(manifest.manifest_version);
    expect(answer).not.toHaveProperty('reason');
    expect(answer.lessons.map((lesson) => lesson.content_id)).toEqual(
      manifest.lessons.map((lesson) => lesson.content_id),
    );
    const [first, second, third, fourth] = answer.lessons;
    expect(first).toEqual({
      content_id: installed!.content_id,
      chapter_title: installed!.chapter_title,
      type: installed!.type,
      grade: installed!.grade,
      subject: installed!.subject,
      version: installed!.version,
      size: installed!.file?.size ?? null,
      state: 'installed',
      headset_version: installed!.version,
      bytes_done: null,
      error: null,
      reported_at: reportedAt.toISOString(),
    });
    expect(second).toMatchObject({ state: 'downloading', bytes_done: 1234, headset_version: 1 });
    expect(third).toMatchObject({ state: 'failed', error: 'checksum mismatch' });
    expect(fourth).toMatchObject({ state: 'not_reported', headset_version: null, reported_at: null });
    const sized = answer.lessons.find((lesson) => lesson.size !== null);
    const file = manifest.lessons.find((lesson) => lesson.content_id === sized?.content_id)?.file;
    expect(sized?.size).toBe(file?.size);
  });

  it('says why the manifest is empty for a headset linked to no school', async () => {
    const unlinked = await newDevice({ school_id: other._id });
    await t.app.db.update(devices).set({ school_id: null }).where(eq(devices._id, unlinked._id));
    const answer = await read<DeviceLessons>(`/api/devices/${unlinked._id}/lessons`);
    expect(answer).toMatchObject({ reason: HEADSET_MESSAGES.noSchool, lessons: [] });
  });

  it('answers 404 for an unknown headset and 403 to a school administrator', async () => {
    const unknown = await call(admin, 'GET', `/api/devices/${newId()}/lessons`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: DEVICE_MESSAGES.notFound });
    expect((await call(schoolAdmin, 'GET', `/api/devices/${device._id}/lessons`)).statusCode).toBe(403);
  });
});

describe('GET /api/devices/:id/plays', () => {
  let device: { _id: string };
  let lesson: { content_id: string; chapter_title: string };
  const now = Date.now();

  const play = (daysAgo: number, durationS: number, contentId = lesson.content_id) => ({
    id: newId(),
    deviceId: device._id,
    schoolId: other._id,
    contentId,
    startedAt: new Date(now - daysAgo * DAY),
    durationS,
    completed: durationS > 300,
  });

  beforeAll(async () => {
    device = await newDevice({ school_id: other._id });
    const manifest = await fullManifest(t.app.db, other._id, await manifestPoint(t.app.db, other._id));
    lesson = manifest.lessons[0]!;
    await t.app.db
      .insert(plays)
      .values([
        play(0.5, 600),
        play(3, 300),
        play(10, 1200),
        play(29, 60, newId()),
        play(31, 900),
        play(400, 900),
      ]);
  });

  it('counts and sums the last 30 days by default, newest first with the chapter titles', async () => {
    const answer = await read<DevicePlays>(`/api/devices/${device._id}/plays`);
    expect(answer).toMatchObject({ days: 30, plays_count: 4, minutes: 36 });
    expect(answer.plays.map((p) => p.duration_s)).toEqual([600, 300, 1200, 60]);
    expect(answer.plays[0]).toMatchObject({
      content_id: lesson.content_id,
      chapter_title: lesson.chapter_title,
      completed: true,
      started_at: new Date(now - 0.5 * DAY).toISOString(),
    });
    expect(answer.plays[3]).toMatchObject({ chapter_title: null, completed: false });
  });

  it('reads the window asked for, from 1 to 365 days', async () => {
    expect(await read<DevicePlays>(`/api/devices/${device._id}/plays?days=7`)).toMatchObject({
      days: 7,
      plays_count: 2,
      minutes: 15,
    });
    expect(await read<DevicePlays>(`/api/devices/${device._id}/plays?days=1`)).toMatchObject({
      plays_count: 1,
      minutes: 10,
    });
    expect(await read<DevicePlays>(`/api/devices/${device._id}/plays?days=365`)).toMatchObject({
      plays_count: 5,
      minutes: 51,
    });
  });

  it('lists the latest 100 but counts every play of the window', async () => {
    const busy = await newDevice({ school_id: other._id });
    const rows = Array.from({ length: 105 }, (_, i) => ({
      ...play(1 + i / 1000, 120),
      deviceId: busy._id,
    }));
    await t.app.db.insert(plays).values(rows);
    const answer = await read<DevicePlays>(`/api/devices/${busy._id}/plays`);
    expect(answer).toMatchObject({ plays_count: 105, minutes: 210 });
    expect(answer.plays.map((p) => p.id)).toEqual(rows.slice(0, 100).map((row) => row.id));
  });

  it.each(['0', '366', 'abc', '1.5', '-1', ''])('refuses days=%s with 400 and the message', async (days) => {
    const response = await call(admin, 'GET', `/api/devices/${device._id}/plays?days=${days}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: PLAYS_QUERY_MESSAGES.daysInvalid,
      errors: { days: PLAYS_QUERY_MESSAGES.daysInvalid },
    });
  });

  it('answers 404 for an unknown headset and 403 to a school administrator', async () => {
    expect((await call(admin, 'GET', `/api/devices/${newId()}/plays`)).statusCode).toBe(404);
    expect((await call(schoolAdmin, 'GET', `/api/devices/${device._id}/plays`)).statusCode).toBe(403);
  });
});
