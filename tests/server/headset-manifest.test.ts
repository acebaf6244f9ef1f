/**
 * `GET /api/headset/manifest`: the published video and VR lessons of the grades its school teaches (its
 * active classes), empty with a reason without a school or an active class; with `since`, a delta of
 * what changed, or the whole manifest again when the school's classes changed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, contents, devices, masterClasses } from '../../server/db/schema';
import { DEMO_VIDEOS } from '../../server/seed/demo-media';
import type { Manifest } from '../../src/domain/headsets/headset';
import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import { form as schoolForm } from './helpers/schools-app';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import {
  asAdmin,
  asHeadset,
  newHeadset,
  school,
  setupHeadsetsApp,
  t,
  type TestHeadset,
} from './helpers/headsets-app';

setupHeadsetsApp();

let headset: TestHeadset;
let taught: number[];

beforeAll(async () => {
  headset = await newHeadset();
  const rows = await t.app.db
    .selectDistinct({ grade: classes.grade })
    .from(classes)
    .where(and(eq(classes.school_id, school._id), eq(classes.status, 'active'), isNull(classes.deletedAt)));
  taught = rows.map((row) => row.grade);
});

/** The published lessons of these grades, as the rule says, straight from the tables. */
async function publishedOf(grades: number[]): Promise<string[]> {
  const rows = await t.app.db
    .select({ id: contents._id })
    .from(contents)
    .innerJoin(masterClasses, eq(masterClasses._id, contents.class))
    .where(
      and(isNull(contents.deletedAt), eq(contents.status, 'published'), inArray(masterClasses.grade, grades)),
    );
  return rows.map((row) => row.id).sort();
}

const idsOf = (manifest: Manifest) => manifest.lessons.map((lesson) => lesson.content_id).sort();

/** A new lesson of a taught grade, through the console; answers its id. */
async function addLesson(status: 'published' | 'draft'): Promise<string> {
  const [sample] = await t.app.db
    .select({ class: contents.class, subject: contents.subject })
    .from(contents)
    .innerJoin(masterClasses, eq(masterClasses._id, contents.class))
    .where(and(inArray(masterClasses.grade, taught), eq(contents.content_type, 'video')))
    .limit(1);
  const response = await asAdmin.post('/api/contents', {
    content_type: 'video',
    class: sample!.class,
    subject: sample!.subject,
    chapter_number: 9,
    chapter_title: `Headset lesson ${randomUUID().slice(0, 8)}`,
    theme: 'Nature Theme',
    video_link: `/api/files/${DEMO_VIDEOS[0]!.id}`,
    status,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

describe('the whole manifest', () => {
  it('holds every published lesson of the grades the school’s active classes teach, and no other', async () => {
    expect(taught.length).toBeGreaterThan(0);
    const manifest = await asHeadset(headset.token).manifest();
    expect(manifest).toMatchObject({ school_id: school._id, full: true, removed: [] });
    expect(manifest.reason).toBeUndefined();
    expect(manifest.manifest_version).toMatch(new RegExp(`^v1\\.${school._id}\\.\\d+$`));
    expect(idsOf(manifest)).toEqual(await publishedOf(taught));
    for (const lesson of manifest.lessons) {
      expect(taught).toContain(lesson.grade);
      expect(['video', 'vr']).toContain(lesson.type);
    }
    const video = manifest.lessons.find((lesson) => lesson.file !== null)!;
    expect(video.file).toMatchObject({ content_type: 'video/mp4' });
    expect(video.file!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(video.file!.url).toMatch(/^\/api\/headset\/files\/[0-9a-f-]{36}$/);
    expect(video.file!.size).toBeGreaterThan(0);
  });

  it('gives a VR lesson its scene, and its narration as its file when it has no asset', async () => {
    const manifest = await asHeadset(headset.token).manifest();
    const vrIds = manifest.lessons
      .filter((lesson) => lesson.type === 'vr')
      .map((lesson) => lesson.content_id);
    const [stored] = await t.app.db
      .select({
        content_id: contents._id,
        asset: contents.asset_link,
        audio: contents.audio_link,
        id: contents.scene_id,
        name: contents.scene_name,
        theme: contents.theme,
      })
      .from(contents)
      .where(and(inArray(contents._id, vrIds), isNull(contents.asset_link), isNotNull(contents.audio_link)))
      .limit(1);
    const vr = manifest.lessons.find((lesson) => lesson.content_id === stored!.content_id)!;
    expect(vr.scene).toEqual({ id: stored!.id, name: stored!.name, theme: stored!.theme });
    expect(vr.file?.url).toBe(`/api/headset/files/${uploadIdOfLink(stored!.audio)}`);
    expect(vr.file?.content_type).toMatch(/^audio\//);
    const videos = manifest.lessons.filter((lesson) => lesson.type === 'video');
    expect(videos.every((lesson) => lesson.scene === null)).toBe(true);
  });

  it('leaves out a draft lesson', async () => {
    const draft = await addLesson('draft');
    expect(idsOf(await asHeadset(headset.token).manifest())).not.toContain(draft);
  });

  it('is empty, with the reason, for a headset linked to no school', async () => {
    const unlinked = await newHeadset();
    await t.app.db.update(devices).set({ school_id: null }).where(eq(devices._id, unlinked.id));
    const manifest = await asHeadset(unlinked.token).manifest();
    expect(manifest).toMatchObject({
      school_id: null,
      full: true,
      lessons: [],
      removed: [],
      reason: M.noSchool,
    });
    expect(manifest.manifest_version).toMatch(/^v1\.none\.\d+$/);
  });
});

describe('a school’s classes', () => {
  it('teach nothing while inactive; an active class added sends the whole manifest again', async () => {
    const created = await asAdmin.post(
      '/api/schools/initiate-school',
      schoolForm({
        school_name: 'Zilla Parishad Primary School Headsets',
        email: `office.${randomUUID().slice(0, 8)}@headsets.shala.demo`,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const schoolId = created.json<{ data: { _id: string } }>().data._id;
    const device = await newHeadset({ school_id: schoolId });
    const empty = await asHeadset(device.token).manifest();
    expect(empty).toMatchObject({ school_id: schoolId, full: true, lessons: [], reason: M.noClasses });

    const teacher = await asAdmin.post('/api/teachers', {
      teacher_id: `HT${Date.now() % 100000}`,
      teacher_name: 'Headset Teacher',
      email: `headset.teacher.${randomUUID().slice(0, 8)}@headsets.shala.demo`,
      phone_number: '9822000000',
      status: 'active',
      school_id: schoolId,
    });
    expect(teacher.statusCode, teacher.body).toBe(201);
    const klass = (status: string, section: string) =>
      asAdmin.post('/api/classes', {
        grade: taught[0],
        section,
        class_teacher_id: teacher.json<{ data: { _id: string } }>().data._id,
        schedule: 'Mon-Fri 10:00-15:30',
        subject_count: 6,
        status,
        school_id: schoolId,
      });
    expect((await klass('inactive', 'A')).statusCode).toBe(201);
    const stillEmpty = await asHeadset(device.token).manifest(empty.manifest_version);
    expect(stillEmpty).toMatchObject({ full: true, lessons: [], reason: M.noClasses });

    expect((await klass('active', 'B')).statusCode).toBe(201);
    const whole = await asHeadset(device.token).manifest(stillEmpty.manifest_version);
    expect(whole.full).toBe(true);
    expect(whole.reason).toBeUndefined();
    expect(idsOf(whole)).toEqual(await publishedOf([taught[0]!]));
    expect(whole.lessons.length).toBeGreaterThan(0);
  });
});

describe('a delta (since)', () => {
  it('is tiny when nothing changed, carries a new lesson, and names an unpublished one in removed', async () => {
    const client = asHeadset(headset.token);
    const held = await client.manifest();
    const response = await client.get(`/api/headset/manifest?since=${held.manifest_version}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.json<Manifest>()).toEqual({ ...held, full: false, lessons: [], removed: [] });

    const added = await addLesson('published');
    const withNew = await client.manifest(held.manifest_version);
    expect(withNew.full).toBe(false);
    expect(idsOf(withNew)).toEqual([added]);
    expect(withNew.removed).toEqual([]);
    expect(withNew.manifest_version).not.toBe(held.manifest_version);

    const unpublished = await asAdmin.patch(`/api/contents/${added}`, { status: 'draft' });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const withRemoved = await client.manifest(withNew.manifest_version);
    expect(withRemoved).toMatchObject({ full: false, lessons: [], removed: [added] });
  });

  it('is the whole manifest for a version of another school', async () => {
    const other = await asHeadset(headset.token).manifest(`v1.${randomUUID()}.1`);
    expect(other.full).toBe(true);
    expect(idsOf(other)).toEqual(await publishedOf(taught));
  });

  it('refuses a since this server did not give with 400', async () => {
    const held = await asHeadset(headset.token).manifest();
    const future = held.manifest_version.replace(/\d+$/, (seq) => String(Number(seq) + 1000));
    for (const since of [
      'yesterday',
      'v1.none.x',
      'v2.none.5',
      `v1.${school._id}.99999999999999999999`,
      future,
    ]) {
      const response = await asHeadset(headset.token).get(
        `/api/headset/manifest?since=${encodeURIComponent(since)}`,
      );
      expect(response.statusCode, since).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(M.sinceInvalid);
    }
  });
});
