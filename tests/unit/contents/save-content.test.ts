/** A content's writes on this device: the outbox row waits for the uploads its links name; edits send what changed. */
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import type { ContentCreate } from '../../../src/domain/contents/content-schema';
import { fileLinkOf } from '../../../src/domain/uploads/upload-rules';
import type { ContentRecord } from '../../../src/features/content/content-record';
import { createContent, deleteContent, editContent } from '../../../src/features/content/save-content';
import { cleanDeviceEachTest } from '../schools/fixtures';

cleanDeviceEachTest();

const USER = 'user-1';
const VIDEO = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const PDF = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2c';

const lesson: ContentCreate = {
  content_type: 'video',
  class: 'class-5',
  subject: 'subject-5-maths',
  chapter_number: 3,
  chapter_title: 'Fractions',
  chapter_subtitle: null,
  scene_name: null,
  theme: 'Kids Theme',
  scene_id: null,
  audio_link: null,
  video_link: fileLinkOf(VIDEO),
  asset_link: 'https://example.org/fractions.glb',
  pdf_link: fileLinkOf(PDF),
  is_experimental: false,
  status: 'draft',
};

const stored = (fields: Partial<ContentRecord> = {}): ContentRecord => ({
  ...lesson,
  _id: 'content-1',
  engagement: 4,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'published',
  ...fields,
});

describe('createContent', () => {
  it('queues POST /contents under a device-made id, waiting for the uploads its links name', async () => {
    const id = await createContent(USER, lesson);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'create',
      targetId: id,
      dependsOn: [VIDEO, PDF],
      request: { method: 'POST', path: '/contents', body: { ...lesson, _id: id } },
      label: 'Add content Fractions',
    });
    expect(await db.contents.get(id)).toMatchObject({ chapter_title: 'Fractions', engagement: 0 });
  });
});

describe('editContent', () => {
  it('sends only what changed, never the status, and waits for a newly named upload', async () => {
    await db.contents.put(stored());
    const next = { ...lesson, chapter_title: 'Fractions and Halves', video_link: fileLinkOf(PDF) };
    expect(await editContent(USER, stored(), next)).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'update',
      dependsOn: [PDF],
      request: {
        method: 'PATCH',
        path: '/contents/content-1',
        body: { chapter_title: 'Fractions and Halves', video_link: fileLinkOf(PDF) },
      },
    });
    expect((await db.contents.get('content-1'))?.status).toBe('published');
  });

  it('names the video video_file from the detail page, and queues nothing when nothing changed', async () => {
    await db.contents.put(stored({ video_link: null }));
    expect(await editContent(USER, stored(), lesson, 'video_file')).toBe(false);
    expect(await editContent(USER, stored({ video_link: null }), lesson, 'video_file')).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row?.request.body).toEqual({ video_file: fileLinkOf(VIDEO) });
    expect((await db.contents.get('content-1'))?.video_link).toBe(fileLinkOf(VIDEO));
  });
});

describe('deleteContent', () => {
  it('queues DELETE /contents/:id and removes it from the device', async () => {
    await db.contents.put(stored());
    await deleteContent(USER, stored());
    const [row] = await db.outbox.toArray();
    expect(row?.request).toMatchObject({ method: 'DELETE', path: '/contents/content-1' });
    expect(await db.contents.get('content-1')).toBeUndefined();
  });
});
