import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { newId } from '../../src/domain/ids';
import {
  created,
  klass,
  listOf,
  otherSubject,
  RUN,
  send,
  setupContentsApp,
  subject,
  videoForm,
  vrForm,
} from './helpers/contents-app';

setupContentsApp();

const post = (payload: unknown, options = {}) => send('POST', '/api/contents', payload, options);
const total = async () => (await listOf('/api/contents/all?limit=1')).pagination.total;

/** Posts the body, expects a 400 naming the field with the message, and that nothing was stored. */
async function refused(payload: unknown, field: string, message: string) {
  const before = await total();
  const response = await post(payload);
  expect(response.statusCode, `${JSON.stringify(payload).slice(0, 200)}: ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    errorType: 'validation',
    message: M.validationFailed,
    errors: { [field]: message },
  });
  expect(await total()).toBe(before);
}

describe('POST /api/contents', () => {
  it('stores a video content with its defaults and answers it', async () => {
    const form = videoForm({ chapter_title: `  ${RUN}   spaced\ttitle  `, chapter_number: '7' });
    const response = await post(form);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ success: boolean; message: string; data: Content }>();
    expect(answer).toMatchObject({ success: true, message: M.created });
    expect(answer.data).toMatchObject({
      content_type: 'video',
      class: klass._id,
      subject: subject._id,
      chapter_number: 7,
      chapter_title: `${RUN} spaced title`,
      theme: 'Nature Theme',
      video_link: '/uploads/lesson.mp4',
      audio_link: null,
      scene_id: null,
      is_experimental: false,
      status: 'draft',
      engagement: 0,
      version: 1,
    });
  });

  it('stores a VR content with an experimental scene and an audio link', async () => {
    const data = await created(
      vrForm({
        is_experimental: true,
        scene_name: 'Scene 4',
        audio_link: 'https://media.example.in/audio/market.mp3',
        status: 'published',
      }),
    );
    expect(data).toMatchObject({
      content_type: 'vr',
      scene_name: 'Scene 4',
      is_experimental: true,
      status: 'published',
      video_link: null,
      theme: null,
    });
  });

  it('keeps the id the device chose, and a repeat answers the stored content without a second one', async () => {
    const id = newId();
    const form = { ...videoForm(), _id: id };
    const first = await post(form);
    expect(first.statusCode, first.body).toBe(201);
    const before = await total();
    const again = await post({ ...form, chapter_title: 'Something else entirely' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ data: Content }>().data).toEqual(first.json<{ data: Content }>().data);
    expect(await total()).toBe(before);
    expect(first.json<{ data: Content }>().data._id).toBe(id);
  });

  it('answers the id of a deleted content as taken', async () => {
    const content = await created();
    await send('DELETE', `/api/contents/${content._id}`);
    const response = await post({ ...videoForm(), _id: content._id });
    expect(response.statusCode).toBe(409);
  });

  it('answers every field rule with its message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ content_type: undefined }, 'content_type', M.typeRequired],
      [{ content_type: 'audio' }, 'content_type', M.typeRequired],
      [{ class: '' }, 'class', M.classRequired],
      [{ class: 42 }, 'class', M.classRequired],
      [{ subject: undefined }, 'subject', M.subjectRequired],
      [{ subject: 'x' }, 'subject', M.subjectTooShort],
      [{ subject: 'x'.repeat(51) }, 'subject', M.subjectTooLong],
      [{ chapter_number: undefined }, 'chapter_number', M.chapterRequired],
      [{ chapter_number: '' }, 'chapter_number', M.chapterRequired],
      [{ chapter_number: 'seven' }, 'chapter_number', M.chapterNotNumber],
      [{ chapter_number: true }, 'chapter_number', M.chapterRequired],
      [{ chapter_number: 2.5 }, 'chapter_number', M.chapterNotWhole],
      [{ chapter_number: 0 }, 'chapter_number', M.chapterTooLow],
      [{ chapter_number: 51 }, 'chapter_number', M.chapterTooHigh],
      [{ chapter_title: undefined }, 'chapter_title', M.titleRequired],
      [{ chapter_title: '   ' }, 'chapter_title', M.titleRequired],
      [{ chapter_title: 'ab' }, 'chapter_title', M.titleTooShort],
      [{ chapter_title: 'x'.repeat(101) }, 'chapter_title', M.titleTooLong],
      [{ chapter_title: 'x'.repeat(50_000) }, 'chapter_title', M.titleTooLong],
      [{ chapter_title: 'Bad\u0000title' }, 'chapter_title', M.controlCharacters],
      [{ chapter_title: 'Bad\u007ftitle' }, 'chapter_title', M.controlCharacters],
      [{ scene_id: 'Market\u0085scene' }, 'scene_id', M.controlCharacters],
      [{ chapter_subtitle: 'abcd' }, 'chapter_subtitle', M.subtitleLength],
      [{ chapter_subtitle: 'x'.repeat(201) }, 'chapter_subtitle', M.subtitleLength],
      [{ chapter_subtitle: 12345 }, 'chapter_subtitle', M.subtitleLength],
      [{ scene_name: 'S' }, 'scene_name', M.sceneNameLength],
      [{ scene_name: 'Scene 11' }, 'scene_name', M.sceneNameUnknown],
      [{ theme: 'N' }, 'theme', M.themeLength],
      [{ theme: 'Space Theme' }, 'theme', M.themeUnknown],
      [{ scene_id: 'ab' }, 'scene_id', M.sceneIdLength],
      [{ scene_id: 'x'.repeat(101) }, 'scene_id', M.sceneIdLength],
      [{ audio_link: 'not a url' }, 'audio_link', M.audioInvalid],
      [{ audio_link: '/uploads/a.mp3' }, 'audio_link', M.audioInvalid],
      [{ audio_link: 'javascript:alert(1)' }, 'audio_link', M.audioInvalid],
      [{ video_link: '../../etc/passwd' }, 'video_link', M.linkInvalid],
      [{ video_link: '/uploads/../secret.mp4' }, 'video_link', M.linkInvalid],
      [{ asset_link: 'ftp://example.in/a.zip' }, 'asset_link', M.linkInvalid],
      [{ pdf_link: `https://example.in/${'x'.repeat(2100)}` }, 'pdf_link', M.linkInvalid],
      [{ is_experimental: 'yes' }, 'is_experimental', M.experimentalInvalid],
      [{ status: 'archived' }, 'status', M.statusInvalid],
      [{ _id: 'not-a-uuid' }, '_id', M.recordIdInvalid],
    ];
    for (const [overrides, field, message] of cases) await refused(videoForm(overrides), field, message);
  });

  it('answers the rules across fields', async () => {
    await refused(videoForm({ theme: null }), 'theme', M.themeOrScene);
    await refused(videoForm({ video_link: '' }), 'video_link', M.videoRequired);
    await refused(vrForm({ scene_id: undefined }), 'scene_id', M.themeOrScene);
    await refused(vrForm({ is_experimental: true }), 'scene_name', M.sceneNameRequired);
  });

  it('refuses a class that is no master class and a subject of another class', async () => {
    await refused(videoForm({ class: newId() }), 'class', M.classInvalid);
    await refused(videoForm({ subject: otherSubject._id }), 'subject', M.subjectInvalid);
    await refused(videoForm({ subject: newId() }), 'subject', M.subjectInvalid);
  });

  it('answers 400 to a body that is not an object', async () => {
    for (const payload of [[1, 2], 'text']) {
      const response = await send('POST', '/api/contents', payload, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
