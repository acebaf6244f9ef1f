/**
 * The demo headsets' recent life: their last check-in (battery, storage, versions), each lesson of their
 * manifest as they reported it, with the lessons badge worked out by the server's own rule, four weeks
 * of plays in school hours, and a few commands in every state. Unlike the rest of the demo this is
 * relative to the seeding moment, not the fixed base: a check-in "minutes ago" must be minutes ago when
 * the demo starts. The pattern is the same on every run.
 */
import { randomUUID } from 'node:crypto';
import { tallyLessons } from '../../src/domain/headsets/lessons-status';
import type { LessonState } from '../../src/domain/headsets/headset-schema';
import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import { randomFor, type Random } from './random';
import type * as Rows from './rows';
import { COMMAND_PLANS, HEADSET_PLANS, type HeadsetPlan } from './headsets-data';

export interface HeadsetHistory {
  devices: Rows.DeviceRow[];
  deviceLessons: Rows.DeviceLessonRow[];
  plays: Rows.PlayRow[];
  deviceCommands: Rows.DeviceCommandRow[];
}

interface Catalogue {
  classes: readonly Rows.ClassRow[];
  masterClasses: readonly Rows.MasterClassRow[];
  contents: readonly Rows.ContentRow[];
  uploads: readonly Rows.UploadRow[];
}

interface Lesson {
  id: string;
  version: number;
  type: string;
  size: number | null;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const IST = 330 * MINUTE;
const PLAY_DAYS = 28;

/** The published lessons of the grades a school teaches, as the manifest (server/modules/headsets) lists them. */
function manifestOf(catalogue: Catalogue, schoolId: string): Lesson[] {
  const grades = new Set(
    catalogue.classes.filter((c) => c.school_id === schoolId && c.status === 'active').map((c) => c.grade),
  );
  const gradeOf = new Map(catalogue.masterClasses.map((m) => [m._id, m.grade]));
  const sizes = new Map(catalogue.uploads.map((u) => [u._id, u.size ?? null]));
  return catalogue.contents
    .filter((c) => c.status === 'published' && grades.has(gradeOf.get(c.class) ?? -1))
    .map((c) => ({
      id: c._id,
      version: c.version ?? 1,
      type: c.content_type,
      size: sizes.get(uploadIdOfLink(c.content_type === 'vr' ? c.asset_link : c.video_link) ?? '') ?? null,
    }));
}

/** Every lesson installed, but for the ones the plan spoils. */
function reportsOf(plan: HeadsetPlan, lessons: Lesson[], random: Random, deviceId: string, at: Date) {
  const order = random.shuffle(lessons);
  const spoiled = new Map<string, Partial<Rows.DeviceLessonRow>>();
  if (plan.lessons === 'one_downloading') {
    const lesson = order.find((l) => l.size !== null) ?? order[0];
    if (lesson) {
      const share = random.int(15, 85) / 100;
      spoiled.set(lesson.id, { status: 'downloading', bytesDone: Math.floor((lesson.size ?? 0) * share) });
    }
  }
  if (plan.lessons === 'some_failed') {
    if (order[0]) spoiled.set(order[0].id, { status: 'failed', error: 'checksum mismatch', bytesDone: 0 });
    if (order[1]) spoiled.set(order[1].id, { status: 'missing' });
  }
  return lessons.map((lesson): Rows.DeviceLessonRow => ({
    deviceId,
    contentId: lesson.id,
    status: 'installed',
    version: lesson.version,
    bytesDone: lesson.size,
    error: null,
    reportedAt: at,
    ...spoiled.get(lesson.id),
  }));
}

/** Plays on school days (not Sundays) between 10:00 and 15:30 IST, each sent before the last check-in. */
function playsOf(
  device: Rows.DeviceRow,
  installed: Lesson[],
  lastSeen: Date,
  now: Date,
  random: Random,
): Rows.PlayRow[] {
  if (installed.length === 0) return [];
  const todayIst = Math.floor((now.getTime() + IST) / DAY) * DAY - IST;
  const played: Rows.PlayRow[] = [];
  for (let day = PLAY_DAYS - 1; day >= 0; day -= 1) {
    const midnight = todayIst - day * DAY;
    if (new Date(midnight + IST).getUTCDay() === 0) continue;
    for (let n = random.int(2, 7); n > 0; n -= 1) {
      const lesson = random.pick(installed);
      const full = lesson.type === 'vr' ? random.int(420, 1200) : random.int(240, 720);
      const completed = random.chance(0.8);
      const duration = completed ? full : Math.round((full * random.int(25, 70)) / 100);
      const startedAt = new Date(midnight + 10 * 60 * MINUTE + random.int(0, 330) * MINUTE);
      const ended = startedAt.getTime() + duration * 1000;
      if (ended > lastSeen.getTime()) continue;
      played.push({
        id: randomUUID(),
        deviceId: device._id,
        schoolId: device.school_id,
        contentId: lesson.id,
        startedAt,
        durationS: duration,
        completed,
        receivedAt: new Date(Math.min(ended + random.int(5, 180) * MINUTE, lastSeen.getTime())),
      });
    }
  }
  return played;
}

export function buildHeadsetHistory(
  devices: readonly Rows.DeviceRow[],
  catalogue: Catalogue,
  senderId: string,
  now: Date,
): HeadsetHistory {
  const random = randomFor('headset-history');
  const history: HeadsetHistory = { devices: [], deviceLessons: [], plays: [], deviceCommands: [] };
  const manifests = new Map<string, Lesson[]>();
  devices.forEach((device, index) => {
    const plan = HEADSET_PLANS[index] ?? {};
    if (plan.seenMinutesAgo === undefined || !device.school_id) {
      history.devices.push(device);
      return;
    }
    const lastSeen = new Date(now.getTime() - plan.seenMinutesAgo * MINUTE);
    const lessons = manifestOf(catalogue, device.school_id);
    manifests.set(device._id, lessons);
    const reports = reportsOf(plan, lessons, random, device._id, lastSeen);
    const tally = tallyLessons(
      new Map(lessons.map((l) => [l.id, l.version])),
      new Map(reports.map((r) => [r.contentId, { status: r.status as LessonState, version: r.version }])),
    );
    history.devices.push({
      ...device,
      last_seen_at: lastSeen,
      seenSentAt: lastSeen,
      battery_percent: plan.battery ?? random.int(20, 95),
      charging: plan.charging ?? false,
      free_storage_mb: plan.freeStorageMb ?? random.int(4_000, 24_000),
      app_version: plan.appVersion ?? '1.4.0',
      os_version: plan.osVersion ?? 'Quest OS 71',
      lessons_status: tally.status,
      lessons_installed: tally.installed,
      lessons_total: tally.total,
    });
    history.deviceLessons.push(...reports);
    const installed = new Set(reports.filter((r) => r.status === 'installed').map((r) => r.contentId));
    history.plays.push(
      ...playsOf(
        device,
        lessons.filter((l) => installed.has(l.id)),
        lastSeen,
        now,
        random,
      ),
    );
  });
  for (const command of COMMAND_PLANS) {
    const device = devices[command.headset];
    if (!device) continue;
    const createdAt = new Date(now.getTime() - command.sentMinutesAgo * MINUTE);
    const handedOutAt =
      command.handedOutAfter === undefined
        ? null
        : new Date(createdAt.getTime() + command.handedOutAfter * MINUTE);
    const lessons = manifests.get(device._id) ?? [];
    history.deviceCommands.push({
      _id: randomUUID(),
      deviceId: device._id,
      kind: command.kind,
      contentId: command.kind === 'launch_lesson' && lessons.length > 0 ? random.pick(lessons).id : null,
      sentBy: senderId,
      createdAt,
      handedOutAt,
      result: command.acked?.result ?? null,
      resultMessage: command.acked?.message ?? null,
      ackedAt:
        handedOutAt && command.acked ? new Date(handedOutAt.getTime() + command.acked.after * MINUTE) : null,
    });
  }
  return history;
}
