/**
 * Offline, a content is saved naming a video chosen on the device: both wait, the header counts both; back
 * online the file is uploaded first and only then the content reaches the server, once, naming the file.
 */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { syncStatus } from './schools-helpers';
import { countOnDevice, keepOnDevice, lessonBytes, queueOnDevice } from './uploads-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

interface Master {
  _id: string;
  subject_master_class_id?: string;
}

async function aClassAndSubject(token: string): Promise<{ klass: string; subject: string }> {
  const list = async (url: string) =>
    (
      await e2e.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    ).json<{ data: Master[] }>().data;
  const classes = await list('/api/master-class-subject/classes');
  const subjects = await list('/api/master-class-subject/subjects');
  const subject = subjects.find((s) => classes.some((c) => c._id === s.subject_master_class_id))!;
  return { klass: subject.subject_master_class_id!, subject: subject._id };
}

it(
  'sends a content made offline only after the video it names is uploaded, once, naming the uploaded file',
  { tags: ['service-worker'] },
  async () => {
    const { page, context, server } = e2e;
    await page.goto('/');
    await waitForServiceWorker(page);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const { klass, subject } = await aClassAndSubject(token);

    await goOffline(context);
    const head = await lessonBytes();
    const uploadId = await keepOnDevice(page, {
      name: 'lesson.mp4',
      type: 'video/mp4',
      head,
      size: head.length,
    });
    const link = `/api/files/${uploadId}`;
    const contentId = await queueOnDevice(page, {
      entity: 'contents',
      path: '/contents',
      body: {
        content_type: 'video',
        class: klass,
        subject,
        chapter_number: 3,
        chapter_title: 'Chosen offline',
        chapter_subtitle: 'A video picked with no connection',
        theme: 'Nature Theme',
        video_link: link,
      },
      dependsOn: [uploadId],
      label: 'Create content Chosen offline',
    });
    await page.reload();
    await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    await panel.getByText('Saved on this device, waiting to upload').waitFor();
    await panel.getByText('Waits for its file to finish uploading').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // The page's requests and the service worker's (its drainer may send the content: it waits for the file too).
    const events: string[] = [];
    context.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'PATCH' && url.pathname === link) events.push('file');
      if (request.method() === 'POST' && url.pathname === '/api/contents') events.push('content');
    });
    await goOnline(context);

    await expect.poll(() => syncStatus(page), { timeout: 30_000 }).toBe('All changes saved');
    expect(await countOnDevice(page, 'uploads')).toBe(0);
    expect(await countOnDevice(page, 'outbox')).toBe(0);
    expect(events.filter((event) => event === 'content')).toHaveLength(1);
    expect(events.indexOf('file')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('file')).toBeLessThan(events.indexOf('content'));

    const headers = { authorization: `Bearer ${token}` };
    const content = await server.app.inject({ method: 'GET', url: `/api/contents/${contentId}`, headers });
    expect(content.json<{ data: { video_link: string } }>().data.video_link).toBe(link);
    const file = await server.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(head))).toBe(true);
  },
);
