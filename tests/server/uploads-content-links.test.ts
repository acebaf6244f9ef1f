/** A content may name an uploaded file (`/api/files/<id>`) only once that upload is stored. */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/domain/contents/content';
import { CONTENT_MESSAGES } from '../../src/domain/contents/content-schema';
import { UPLOAD_MESSAGES as M, fileLinkOf } from '../../src/domain/uploads/upload-rules';
import { admin } from './helpers/api-app';
import { created, send, setupContentsApp, t, videoForm } from './helpers/contents-app';
import { bearer } from './helpers/test-app';

setupContentsApp();

const LESSON = await readFile(path.join(import.meta.dirname, '../fixtures/media/lesson.mp4'));
const tus = { 'tus-resumable': '1.0.0' };

/** A tus upload of the lesson, finished or stopped halfway; answers its link. */
async function uploaded({ finished }: { finished: boolean }): Promise<string> {
  const id = randomUUID();
  const metadata = Object.entries({ id, filename: 'lesson.mp4', filetype: 'video/mp4', kind: 'video' })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const headers = { ...tus, ...bearer(admin) };
  const create = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, 'upload-length': String(LESSON.length), 'upload-metadata': metadata },
  });
  expect(create.statusCode, create.body).toBe(201);
  const bytes = finished ? LESSON : LESSON.subarray(0, 1000);
  const patch = await t.app.inject({
    method: 'PATCH',
    url: fileLinkOf(id),
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
  expect(patch.statusCode, patch.body).toBe(204);
  return fileLinkOf(id);
}

const refusedOn = (field: string) => ({
  errorType: 'validation',
  message: CONTENT_MESSAGES.validationFailed,
  errors: { [field]: M.notFinished },
});

describe('contents naming uploaded files', () => {
  it('stores a content whose video is a stored upload', async () => {
    const link = await uploaded({ finished: true });
    expect((await created(videoForm({ video_link: link }))).video_link).toBe(link);
  });

  it('refuses a link to an unfinished or unknown upload, on create and on edit', async () => {
    const unfinished = await uploaded({ finished: false });
    const onCreate = await send('POST', '/api/contents', videoForm({ video_link: unfinished }));
    expect(onCreate.statusCode).toBe(400);
    expect(onCreate.json()).toMatchObject(refusedOn('video_link'));

    const content = await created();
    const unknown = fileLinkOf(randomUUID());
    const onEdit = await send('PATCH', `/api/contents/${content._id}`, { pdf_link: unknown });
    expect(onEdit.statusCode).toBe(400);
    expect(onEdit.json()).toMatchObject(refusedOn('pdf_link'));
    const detailEdit = await send('PATCH', `/api/contents/${content._id}`, { video_file: unfinished });
    expect(detailEdit.json()).toMatchObject(refusedOn('video_link'));

    const stored = await uploaded({ finished: true });
    const fixed = await send('PATCH', `/api/contents/${content._id}`, { asset_link: stored });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<{ data: Content }>().data.asset_link).toBe(stored);
  });
});
