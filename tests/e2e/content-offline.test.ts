/**
 * A video lesson made with no connection: the file is kept on the device, the
 * content shows as pending, survives a reload and plays from the device; back online the upload
 * finishes first and the content then reaches the server once, naming the uploaded file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import { browserFixture } from './browser-fixture';
import { contentScreen, playAndSeek } from './content-helpers';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { syncStatus } from './schools-helpers';

const LESSON = path.resolve(import.meta.dirname, '../fixtures/media/lesson.mp4');
const POLL = { timeout: 30_000 };

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);

describe('a video lesson made offline', () => {
  it(
    'waits on the device with its file, plays from there, and reaches the server once after its upload',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const masterClass = (await content.classes()).sort((a, b) => a.grade - b.grade)[4]!;
      const subject = (await content.subjects()).find((s) => s.subject_master_class_id === masterClass._id)!;
      const title = 'Monsoon in the Konkan';
      await content.open();
      await waitForServiceWorker(page);
      await page.locator('tbody tr').first().waitFor();

      await goOffline(context);
      await page.reload();
      await page.getByText(/^Saved data from .* · offline$/).waitFor();
      await page.getByRole('button', { name: 'Create Content' }).click();
      const form = page.getByRole('form', { name: 'Create Content' });
      await form.getByLabel('Content Type').selectOption('video');
      await form.getByLabel('Class', { exact: true }).selectOption(masterClass._id);
      await form.getByLabel('Subject', { exact: true }).selectOption(subject._id);
      await form.getByLabel('Chapter Title').fill(title);
      await form.getByLabel('Theme').selectOption('Kids Theme');
      await form.locator('input[name="video_file"]').setInputFiles(LESSON);
      await form.getByText('Saved on this device, waiting to upload').waitFor();
      await form.getByRole('button', { name: 'Create Content' }).click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();

      await content.search(title);
      const row = content.rowOf(title);
      await row.getByText('Waiting to sync').waitFor();
      await page.reload();
      await page.getByText(/^Saved data from .* · offline$/).waitFor();
      await content.search(title);
      await row.getByText('Waiting to sync').waitFor();
      // The file kept on the device plays with no connection.
      await page.getByRole('button', { name: `View ${title}` }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      const { seekedTo } = await playAndSeek(page, 3);
      expect(seekedTo).toBeGreaterThanOrEqual(2.9);
      expect((await content.list()).some((c) => c.chapter_title === title)).toBe(false);

      await goOnline(context);
      const stored = async () => (await content.list()).filter((c) => c.chapter_title === title);
      await expect.poll(async () => (await stored()).length, POLL).toBe(1);
      await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');
      const [made] = await stored();
      expect(uploadIdOfLink(made!.video_link)).not.toBeNull();
      const file = await e2e.server.app.inject({ method: 'GET', url: made!.video_link! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');
      expect((await stored()).length).toBe(1);
    },
  );
});
