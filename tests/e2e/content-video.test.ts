/**
 * A video lesson end to end in a real browser: created through the form with a
 * real MP4 sent by tus, listed, then played and sought on its detail page, which needs the server to
 * answer byte ranges. At both tablet sizes, without sideways scrolling.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { uploadIdOfLink } from '../../src/domain/uploads/upload-rules';
import { browserFixture } from './browser-fixture';
import { contentScreen, playAndSeek } from './content-helpers';
import { DEMO } from './harness';
import { TABLET_SIZES } from './layout-checks';
import { openScreen } from './open-screen';

const LESSON = path.resolve(import.meta.dirname, '../fixtures/media/lesson.mp4');
const POLL = { timeout: 30_000 };

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a video lesson', () => {
  it.each(TABLET_SIZES)(
    'is created with a real MP4, listed, played and sought at $width×$height',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      const classes = (await content.classes()).sort((a, b) => a.grade - b.grade);
      const masterClass = classes[3]!;
      const subject = (await content.subjects()).find((s) => s.subject_master_class_id === masterClass._id)!;
      const title = `Rivers of Maharashtra ${size.width}`;
      // A new upload is created, never first asked about (which would answer 404 and log an error).
      const failedAnswers: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failedAnswers.push(`${response.request().method()} ${response.url()}`);
      });

      await content.open();
      await page.getByRole('button', { name: 'Create Content' }).click();
      const form = page.getByRole('form', { name: 'Create Content' });
      await form.getByLabel('Content Type').selectOption('video');
      await form.getByLabel('Class', { exact: true }).selectOption(masterClass._id);
      await form.getByLabel('Subject', { exact: true }).selectOption(subject._id);
      await form.getByLabel('Chapter Number').fill('5');
      await form.getByLabel('Chapter Title').fill(title);
      await form.getByLabel('Theme').selectOption('Nature Theme');
      await form.locator('input[name="video_file"]').setInputFiles(LESSON);
      await form.getByText('lesson.mp4').waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      const save = form.getByRole('button', { name: 'Create Content' });
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      await page.getByText(M.created).first().waitFor();

      // The record reaches the server after its file, naming it.
      const stored = () => content.list().then((list) => list.find((c) => c.chapter_title === title));
      await expect
        .poll(async () => uploadIdOfLink((await stored())?.video_link), POLL)
        .toMatch(/^[0-9a-f-]{36}$/);
      await content.settled();
      const made = (await stored())!;
      const file = await e2e.server.app.inject({ method: 'GET', url: made.video_link! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');

      await content.search(title);
      await expect.poll(content.listed).toEqual([title]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: `View ${title}` }).click();
      await page.waitForURL(`**/content/${made._id}`);
      await page.getByRole('heading', { name: title }).waitFor();
      const player = page.getByLabel('Video player');
      expect(new URL((await player.getAttribute('src'))!).pathname).toBe(made.video_link);

      expect(failedAnswers).toEqual([]);
      const { played, seekedTo } = await playAndSeek(page, 4);
      expect(played).toBeGreaterThan(0.2);
      expect(seekedTo).toBeGreaterThanOrEqual(3.9);
      expect(seekedTo).toBeLessThanOrEqual(4.1);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    },
  );

  it('every demo video lesson plays and seeks on its detail page', async () => {
    const { page } = e2e;
    const lessons = (await content.list()).filter((lesson) => lesson.content_type === 'video');
    expect(lessons.length).toBeGreaterThanOrEqual(16);
    await content.open();
    for (const lesson of lessons) {
      // From the list each time: a detail page after another would keep the same screen mounted.
      await openScreen(page, '/content');
      await openScreen(page, `/content/${lesson._id}`);
      await page.getByRole('heading', { name: lesson.chapter_title }).waitFor();
      const { played, seekedTo } = await playAndSeek(page, 3);
      expect(played, lesson.chapter_title).toBeGreaterThan(0.2);
      expect(seekedTo, lesson.chapter_title).toBeGreaterThanOrEqual(2.9);
    }
  });
});
