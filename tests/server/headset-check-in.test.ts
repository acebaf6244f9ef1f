/**
 * `POST /api/headset/check-in`: the headset's state and lessons kept, its lessons badge worked out
 * against its manifest, the device re-sent to the tablets only when what they show changed (or every 10
 * minutes), its `version` and `updated_at` untouched, commands handed out until confirmed; bad input
 * stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents, deviceCommands, deviceLessons, devices } from '../../server/db/schema';
import type { CheckInAnswer, Manifest } from '../../src/domain/headsets/headset';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import {
  asAdmin,
  asHeadset,
  checkInBody,
  insertCommand,
  newHeadset,
  setupHeadsetsApp,
  storedDevice,
  t,
} from './helpers/headsets-app';

setupHeadsetsApp();

async function checkIn(token: string, body: Record<string, unknown> = checkInBody()) {
  const response = await asHeadset(token).post('/api/headset/check-in', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckInAnswer>();
}

const lessonRows = (deviceId: string) =>
  t.app.db.select().from(deviceLessons).where(eq(deviceLessons.deviceId, deviceId));

/** The whole manifest's lessons as reported installed at their versions. */
const allInstalled = (manifest: Manifest) =>
  manifest.lessons.map((lesson) => ({
    content_id: lesson.content_id,
    status: 'installed',
    version: lesson.version,
  }));

describe('a check-in', () => {
  it('stores the state and the badge without changing the record’s version or updated_at', async () => {
    const headset = await newHeadset();
    const before = await storedDevice(headset.id);
    const manifest = await asHeadset(headset.token).manifest();
    expect(manifest.lessons.length).toBeGreaterThan(1);
    const answer = await checkIn(headset.token);
    expect(answer.manifest_version).toBe(manifest.manifest_version);
    expect(Math.abs(Date.parse(answer.server_time) - Date.now())).toBeLessThan(60_000);
    expect(answer.commands).toEqual([]);
    const after = await storedDevice(headset.id);
    expect(after).toMatchObject({
      battery_percent: 76,
      charging: false,
      free_storage_mb: 18210,
      app_version: '1.4.0',
      os_version: 'Quest OS 71',
      lessons_status: 'out_of_date',
      lessons_installed: 0,
      lessons_total: manifest.lessons.length,
      version: before.version,
      updatedAt: before.updatedAt,
    });
    expect(after.last_seen_at).not.toBeNull();
    expect(after.seq).toBeGreaterThan(before.seq);
  });

  it('works out up to date, updating and out of date from the lessons reported', async () => {
    const headset = await newHeadset();
    const manifest = await asHeadset(headset.token).manifest();
    const [first, second] = manifest.lessons;
    await checkIn(headset.token, checkInBody({ lessons: allInstalled(manifest) }));
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'up_to_date',
      lessons_installed: manifest.lessons.length,
    });
    // Only the lessons reported change: the others keep their last state.
    await checkIn(
      headset.token,
      checkInBody({
        lessons: [
          { content_id: first!.content_id, status: 'downloading', version: first!.version, bytes_done: 1024 },
        ],
      }),
    );
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'updating',
      lessons_installed: manifest.lessons.length - 1,
    });
    await checkIn(
      headset.token,
      checkInBody({
        lessons: [
          {
            content_id: first!.content_id,
            status: 'failed',
            version: first!.version,
            error: 'checksum mismatch',
          },
          { content_id: second!.content_id, status: 'installed', version: second!.version - 1 || 1 },
          { content_id: second!.content_id, status: 'missing', version: second!.version },
        ],
      }),
    );
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'out_of_date',
      lessons_installed: manifest.lessons.length - 2,
    });
    const rows = await lessonRows(headset.id);
    expect(rows).toHaveLength(manifest.lessons.length);
    expect(rows.find((row) => row.contentId === first!.content_id)).toMatchObject({
      status: 'failed',
      error: 'checksum mismatch',
      bytesDone: null,
    });
    // A lesson reported twice counts as its last report.
    expect(rows.find((row) => row.contentId === second!.content_id)?.status).toBe('missing');
  });

  it('works the badge out again when its manifest changed, though the headset reported nothing', async () => {
    const headset = await newHeadset();
    const manifest = await asHeadset(headset.token).manifest();
    await checkIn(headset.token, checkInBody({ lessons: allInstalled(manifest) }));
    await checkIn(headset.token);
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'up_to_date',
      lessons_total: manifest.lessons.length,
    });
    // A lesson published for the headset's grades: its next check-in, with nothing new, is out of date.
    const sample = manifest.lessons.find((lesson) => lesson.type === 'video')!;
    const [stored] = await t.app.db
      .select({ class: contents.class, subject: contents.subject, video: contents.video_link })
      .from(contents)
      .where(eq(contents._id, sample.content_id));
    const published = await asAdmin.post('/api/contents', {
      content_type: 'video',
      class: stored!.class,
      subject: stored!.subject,
      chapter_number: 12,
      chapter_title: `Check-in lesson ${randomUUID().slice(0, 8)}`,
      theme: 'Nature Theme',
      video_link: stored!.video,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(201);
    await checkIn(headset.token);
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'out_of_date',
      lessons_installed: manifest.lessons.length,
      lessons_total: manifest.lessons.length + 1,
    });
  });

  it('forgets the lessons a whole list (lessons_full) leaves out, however many it lists', async () => {
    const headset = await newHeadset();
    const manifest = await asHeadset(headset.token).manifest();
    await checkIn(headset.token, checkInBody({ lessons: allInstalled(manifest) }));
    // More lessons than one insert statement takes: ids the manifest does not name count for nothing.
    const others = Array.from({ length: 1_200 }, () => ({
      content_id: randomUUID(),
      status: 'downloading',
      version: 1,
    }));
    const [kept] = allInstalled(manifest);
    await checkIn(headset.token, checkInBody({ lessons: [kept, ...others], lessons_full: true }));
    const rows = await lessonRows(headset.id);
    expect(rows).toHaveLength(1 + others.length);
    expect(rows.filter((row) => row.contentId === kept!.content_id)).toHaveLength(1);
    expect(await storedDevice(headset.id)).toMatchObject({
      lessons_status: 'out_of_date',
      lessons_installed: 1,
      lessons_total: manifest.lessons.length,
    });
    // Without it, a list is only what changed: the rest stays as reported.
    await checkIn(headset.token, checkInBody({ lessons: [] }));
    expect(await lessonRows(headset.id)).toHaveLength(1 + others.length);
  });

  it('re-sends the device only when what the tablets show changed, or 10 minutes on', async () => {
    const headset = await newHeadset();
    const seqOf = async () => (await storedDevice(headset.id)).seq;
    await checkIn(headset.token);
    const first = await seqOf();
    await checkIn(headset.token, checkInBody({ battery_percent: 73, free_storage_mb: 100 }));
    expect(await seqOf()).toBe(first);
    for (const change of [
      { battery_percent: 68 },
      { battery_percent: 68, charging: true },
      { battery_percent: 68, charging: true, app_version: '1.5.0' },
      { battery_percent: 68, charging: true, app_version: '1.5.0', os_version: 'Quest OS 72' },
    ]) {
      const before = await seqOf();
      await checkIn(headset.token, checkInBody(change));
      expect(await seqOf(), JSON.stringify(change)).toBeGreaterThan(before);
    }
    const quiet = checkInBody({
      battery_percent: 68,
      charging: true,
      app_version: '1.5.0',
      os_version: 'Quest OS 72',
    });
    const settled = await seqOf();
    await checkIn(headset.token, quiet);
    expect(await seqOf()).toBe(settled);
    await t.app.db
      .update(devices)
      .set({ seenSentAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(devices._id, headset.id));
    await checkIn(headset.token, quiet);
    const resent = await storedDevice(headset.id);
    expect(resent.seq).toBeGreaterThan(settled);
    expect(Date.now() - resent.seenSentAt!.getTime()).toBeLessThan(60_000);
  });

  it('hands out commands oldest first at every check-in until confirmed, never an expired one', async () => {
    const headset = await newHeadset();
    const other = await newHeadset();
    const hour = 60 * 60 * 1000;
    const older = await insertCommand(headset.id, {
      kind: 'restart',
      createdAt: new Date(Date.now() - 2 * hour),
    });
    const newer = await insertCommand(headset.id, { kind: 'sync' });
    await insertCommand(headset.id, { createdAt: new Date(Date.now() - 25 * hour) });
    await insertCommand(other.id);
    const first = await checkIn(headset.token);
    expect(first.commands.map((command) => command.id)).toEqual([older, newer]);
    expect(first.commands[0]).toMatchObject({ kind: 'restart', content_id: null });
    expect(Date.parse(first.commands[0]!.expires_at) - Date.parse(first.commands[0]!.created_at)).toBe(
      24 * hour,
    );
    const [handed] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, older));
    expect(handed!.handedOutAt).not.toBeNull();
    const again = await checkIn(headset.token);
    expect(again.commands.map((command) => command.id)).toEqual([older, newer]);
    const [still] = await t.app.db.select().from(deviceCommands).where(eq(deviceCommands._id, older));
    expect(still!.handedOutAt).toEqual(handed!.handedOutAt);
    const ack = await asHeadset(headset.token).post(`/api/headset/commands/${older}/ack`, { result: 'done' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await checkIn(headset.token)).commands.map((command) => command.id)).toEqual([newer]);
  });
});

describe('a bad check-in', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['battery_percent', { battery_percent: 101 }, M.batteryInvalid],
    ['battery_percent', { battery_percent: 50.5 }, M.batteryInvalid],
    ['charging', { charging: 'yes' }, M.chargingInvalid],
    ['free_storage_mb', { free_storage_mb: -1 }, M.storageInvalid],
    ['app_version', { app_version: '' }, M.appVersionInvalid],
    ['os_version', { os_version: 'x'.repeat(101) }, M.osVersionInvalid],
    ['lessons', { lessons: 'all' }, M.lessonsInvalid],
    [
      'lessons.0.content_id',
      { lessons: [{ content_id: 'nope', status: 'installed', version: 1 }] },
      M.lessonIdInvalid,
    ],
    [
      'lessons.0.status',
      { lessons: [{ content_id: '0199a0c2-7e00-7000-8000-000000000001', status: 'gone', version: 1 }] },
      M.lessonStatusInvalid,
    ],
    [
      'lessons.0.version',
      { lessons: [{ content_id: '0199a0c2-7e00-7000-8000-000000000001', status: 'installed', version: 0 }] },
      M.lessonVersionInvalid,
    ],
    [
      'lessons.0.bytes_done',
      {
        lessons: [
          {
            content_id: '0199a0c2-7e00-7000-8000-000000000001',
            status: 'downloading',
            version: 1,
            bytes_done: -5,
          },
        ],
      },
      M.bytesInvalid,
    ],
    [
      'lessons.0.error',
      {
        lessons: [
          {
            content_id: '0199a0c2-7e00-7000-8000-000000000001',
            status: 'failed',
            version: 1,
            error: 'e'.repeat(501),
          },
        ],
      },
      M.errorTooLong,
    ],
  ];

  it.each(cases)(
    'refuses a bad %s with 400 and its message, storing nothing',
    async (field, change, message) => {
      const headset = await newHeadset();
      await insertCommand(headset.id);
      const before = await storedDevice(headset.id);
      const good = { content_id: '0199a0c2-7e00-7000-8000-000000000002', status: 'installed', version: 1 };
      const lessons = field.startsWith('lessons.0') ? [...(change.lessons as object[]), good] : [good];
      const body = field === 'lessons' ? checkInBody(change) : checkInBody({ ...change, lessons });
      const response = await asHeadset(headset.token).post('/api/headset/check-in', body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json<{ errorType: string; message: string; errors: Record<string, string> }>();
      expect(answer).toMatchObject({ errorType: 'validation', message });
      expect(answer.errors[field]).toBe(message);
      expect(await storedDevice(headset.id)).toEqual(before);
      expect(await lessonRows(headset.id)).toEqual([]);
      const [command] = await t.app.db
        .select()
        .from(deviceCommands)
        .where(eq(deviceCommands.deviceId, headset.id));
      expect(command!.handedOutAt).toBeNull();
    },
  );

  it('refuses a body that is no object', async () => {
    const headset = await newHeadset();
    const response = await asHeadset(headset.token).post('/api/headset/check-in', [1, 2]);
    expect(response.statusCode).toBe(400);
    expect((await storedDevice(headset.id)).last_seen_at).toBeNull();
  });
});
