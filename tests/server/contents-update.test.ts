import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { newId } from '../../src/domain/ids';
import {
  created,
  otherClass,
  otherSubject,
  send,
  setupContentsApp,
  stored,
  subject,
  videoForm,
  vrForm,
} from './helpers/contents-app';
import { globalCursor, globalPull } from './helpers/global-pull';

setupContentsApp();

const patch = (id: string, body: unknown, options = {}) =>
  send('PATCH', `/api/contents/${id}`, body, options);

const pulled = (since: string) => globalPull<Content>('contents', since);
const cursorNow = globalCursor;

async function refusedEdit(content: Content, body: unknown, field: string, message: string) {
  const response = await patch(content._id, body);
  expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({ message: M.validationFailed, errors: { [field]: message } });
  expect(await stored(content._id)).toEqual(content);
}

describe('PATCH /api/contents/:id', () => {
  it('changes the fields sent, keeps the others, counts the version and reaches /api/sync', async () => {
    const content = await created();
    const since = await cursorNow();
    const response = await patch(
      content._id,
      { chapter_title: 'A   new title', chapter_number: 9, status: 'published' },
      { ifMatch: content.version },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ success: boolean; message: string; data: Content }>();
    expect(answer).toMatchObject({ success: true, message: M.updated });
    expect(answer.data).toMatchObject({
      ...content,
      chapter_title: 'A new title',
      chapter_number: 9,
      status: 'published',
      version: 2,
      updatedAt: answer.data.updatedAt,
    });
    expect(await stored(content._id)).toEqual(answer.data);
    expect((await pulled(since)).records).toEqual([answer.data]);
  });

  it("takes the detail page's video_file as the video link, and clears optional fields sent as null", async () => {
    const content = await created();
    const response = await patch(content._id, { video_file: '/uploads/new.mp4', chapter_subtitle: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Content }>().data).toMatchObject({
      video_link: '/uploads/new.mp4',
      chapter_subtitle: null,
    });
  });

  it('checks the rules across fields on the content as it will be stored', async () => {
    const video = await created();
    await refusedEdit(video, { theme: null }, 'theme', M.themeOrScene);
    await refusedEdit(video, { video_link: null }, 'video_link', M.videoRequired);
    await refusedEdit(video, { content_type: 'vr' }, 'scene_id', M.themeOrScene);
    const vr = await created(vrForm());
    await refusedEdit(vr, { is_experimental: true }, 'scene_name', M.sceneNameRequired);
    await refusedEdit(vr, { content_type: 'video', theme: 'Kids Theme' }, 'video_link', M.videoRequired);
    const turned = await patch(vr._id, {
      content_type: 'video',
      theme: 'Kids Theme',
      video_file: '/u/v.mp4',
    });
    expect(turned.statusCode, turned.body).toBe(200);
  });

  it('checks the field rules and the masters, changing nothing', async () => {
    const content = await created();
    await refusedEdit(content, { chapter_number: 51 }, 'chapter_number', M.chapterTooHigh);
    await refusedEdit(content, { chapter_title: null }, 'chapter_title', M.titleRequired);
    await refusedEdit(content, { theme: 'x'.repeat(60) }, 'theme', M.themeLength);
    await refusedEdit(content, { class: otherClass._id }, 'subject', M.subjectInvalid);
    await refusedEdit(content, { class: newId() }, 'class', M.classInvalid);
    const moved = await patch(content._id, { class: otherClass._id, subject: otherSubject._id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: Content }>().data).toMatchObject({
      class: otherClass._id,
      subject: otherSubject._id,
    });
    expect(subject._id).not.toBe(otherSubject._id);
  });

  it('answers 409 version_conflict with the current content when If-Match is stale', async () => {
    const content = await created();
    await patch(content._id, { chapter_title: 'First edit' });
    const response = await patch(content._id, { chapter_title: 'Second edit' }, { ifMatch: content.version });
    expect(response.statusCode).toBe(409);
    const answer = response.json<{ errorType: string; current: Content }>();
    expect(answer.errorType).toBe('version_conflict');
    expect(answer.current).toMatchObject({ _id: content._id, chapter_title: 'First edit', version: 2 });
    expect((await stored(content._id)).chapter_title).toBe('First edit');
  });

  it('answers 404 for an unknown or deleted content and 400 for a bad id', async () => {
    const content = await created();
    await send('DELETE', `/api/contents/${content._id}`);
    for (const id of [newId(), content._id]) {
      const response = await patch(id, { chapter_title: 'Anything at all' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: M.notFound });
    }
    expect((await patch('nope', { chapter_title: 'Anything at all' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/contents/:id', () => {
  it('deletes softly, sends a tombstone through /api/sync, and a repeat succeeds', async () => {
    const content = await created(videoForm());
    const since = await cursorNow();
    const response = await send('DELETE', `/api/contents/${content._id}`, undefined, {
      ifMatch: content.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: M.deleted, data: { _id: content._id } });
    expect((await send('GET', `/api/contents/${content._id}`)).statusCode).toBe(404);
    expect((await pulled(since)).tombstones).toEqual([content._id]);
    const again = await send('DELETE', `/api/contents/${content._id}`);
    expect(again.statusCode).toBe(200);
  });

  it('answers 409 when If-Match is stale and 404 for an unknown content', async () => {
    const content = await created();
    await patch(content._id, { chapter_title: 'Edited first' });
    const stale = await send('DELETE', `/api/contents/${content._id}`, undefined, {
      ifMatch: content.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await stored(content._id)).chapter_title).toBe('Edited first');
    expect((await send('DELETE', `/api/contents/${newId()}`)).statusCode).toBe(404);
  });
});
