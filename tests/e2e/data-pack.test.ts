/**
 * A tablet that minds its data pack, on a cellular connection with the browser asking to save data: a
 * 10 MB lesson video waits for Wi-Fi until "Send now" on it, and Settings shows the month's bytes by kind
 * as the wire carried them (within 5 %), with the budget's warning at 80 %. Axe-clean, at both tablet sizes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES as M } from '../../src/domain/contents/content-schema';
import { blockingViolations, grouped } from './axe-check';
import { browserFixture } from './browser-fixture';
import { contentScreen } from './content-helpers';
import { DEMO, SAVED_ON_DEVICE_SENDING } from './harness';
import { adminToken } from './schools-helpers';
import { TABLET_SIZES } from './layout-checks';
import { LESSON_MP4, MB } from './uploads-helpers';
import { connectionScript, countWire, type WireKind } from './wire-bytes';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const content = contentScreen(e2e);
const POLL = { timeout: 30_000 };

/** The usage table's caption, and ten megabytes in the language's digits. */
const IN_OTHER_LANGUAGES = [
  ['mr', 'या टॅब्लेटने वापरलेला डेटा', /^१०(\.\d)?\s?\S+$/],
  ['hi', 'इस टैबलेट द्वारा इस्तेमाल किया गया डेटा', /^10(\.\d)?\s?\S+$/],
] as const;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A real MP4's head, padded to 10 MB. */
async function tenMegabyteVideo(): Promise<Buffer> {
  const video = Buffer.alloc(10 * MB);
  (await readFile(LESSON_MP4)).copy(video);
  return video;
}

describe('the data pack', () => {
  it.each(TABLET_SIZES)(
    'holds a lesson video for Wi-Fi until Send now, and counts the month’s bytes by kind at $width×$height',
    async (size) => {
      const { page, context } = e2e;
      await page.setViewportSize(size);
      await page.addInitScript(connectionScript('cellular', true));
      const wire = await countWire(context, page);
      await wire.cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
        connectionType: 'cellular4g',
      });

      const classes = (await content.classes()).sort((a, b) => a.grade - b.grade);
      const masterClass = classes[2]!;
      const subject = (await content.subjects()).find((s) => s.subject_master_class_id === masterClass._id)!;
      const title = `Monsoon clouds ${size.width}`;
      await content.open();
      await page.getByRole('button', { name: 'Create Content' }).click();
      const form = page.getByRole('form', { name: 'Create Content' });
      await form.getByLabel('Content Type').selectOption('video');
      await form.getByLabel('Class', { exact: true }).selectOption(masterClass._id);
      await form.getByLabel('Subject', { exact: true }).selectOption(subject._id);
      await form.getByLabel('Chapter Number').fill('6');
      await form.getByLabel('Chapter Title').fill(title);
      await form.getByLabel('Theme').selectOption('Nature Theme');
      await form
        .locator('input[name="video_file"]')
        .setInputFiles({ name: 'monsoon.mp4', mimeType: 'video/mp4', buffer: await tenMegabyteVideo() });
      await form.getByText('monsoon.mp4').waitFor();
      const save = form.getByRole('button', { name: 'Create Content' });
      await expect.poll(() => save.isDisabled()).toBe(false);
      await save.click();
      // The record waits for its video, which waits for Wi-Fi: no success is claimed.
      await page.getByText(SAVED_ON_DEVICE_SENDING).first().waitFor();
      expect(await page.getByText(M.created).count()).toBe(0);

      // The file waits, with its size; nothing of it has been sent.
      await page.getByTestId('sync-status').click();
      const panel = page.getByRole('dialog', { name: 'Pending changes' });
      const item = panel.locator('li[data-upload]');
      await item.getByText('Waiting for Wi-Fi · 10 MB').waitFor();
      expect(wire.requests().filter((request) => request.startsWith('PATCH /api/files'))).toEqual([]);
      expect(grouped(await blockingViolations(page, 'pending panel'))).toEqual([]);

      await item.getByRole('button', { name: 'Send now' }).click();
      await expect
        .poll(async () => (await content.list()).some((c) => c.chapter_title === title), POLL)
        .toBe(true);
      await content.settled();
      await panel.getByRole('button', { name: 'Close' }).click();

      // Settings, opened as the header's button opens it (the page, and its count, carry on).
      await page.getByRole('button', { name: 'Settings' }).click();
      const section = page.getByRole('region', { name: 'Mobile data' });
      await section.waitFor();
      expect(await section.getByRole('switch', { name: 'Data saver' }).isChecked()).toBe(true);
      const shown = () =>
        section
          .locator('tr[data-kind]')
          .evaluateAll((rows): Record<string, { bytes: number; text: string }> =>
            Object.fromEntries(
              rows.map((row): [string, { bytes: number; text: string }] => [
                row.getAttribute('data-kind') ?? '',
                {
                  bytes: Number(row.querySelector('td')?.getAttribute('data-bytes')),
                  text: row.querySelector('td')?.textContent ?? '',
                },
              ]),
            ),
          );
      const kinds: WireKind[] = ['sync', 'outbox', 'uploads', 'app', 'other'];
      const apart = async () => {
        const onDevice = await shown();
        const onWire = wire.byKind();
        return Object.fromEntries(
          kinds.map((kind) => [
            kind,
            Math.abs(onDevice[kind]!.bytes - onWire[kind]) / Math.max(onWire[kind], 1),
          ]),
        );
      };
      await expect
        .poll(async () => Object.values(await apart()).every((share) => share <= 0.05), POLL)
        .toBe(true)
        .catch(async (error: unknown) => {
          console.error('on the device', await shown(), 'on the wire', wire.byKind(), 'apart', await apart());
          console.error(wire.details().join('\n'));
          console.error(
            await page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .map((entry) => `${entry.name} ${(entry as PerformanceResourceTiming).transferSize}`)
                .join('\n'),
            ),
          );
          throw error;
        });
      expect((await shown()).uploads!.text).toMatch(/^10(\.\d)? MB$/);

      // The budget: 10 MB, and more than 8 MB used this month, warns once.
      await section.getByLabel('Monthly data budget (MB)').fill('10');
      const warning = page.getByTestId('data-budget-warning');
      await warning
        .getByText(/This tablet has used 1\d(\.\d)? MB of its monthly data budget of 10 MB\./)
        .waitFor();
      await warning.getByRole('button', { name: 'OK' }).click();
      await warning.waitFor({ state: 'detached' });

      expect(grouped(await blockingViolations(page, 'settings'))).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // In Marathi and Hindi: the words, the months, the digits and the units of the chosen language.
      for (const [language, caption, uploaded] of IN_OTHER_LANGUAGES) {
        await page.getByRole('main').locator('select[name="language"]').selectOption(language);
        const table = page.getByRole('table', { name: caption });
        await table.waitFor();
        expect(await table.locator('tr[data-kind="uploads"] td').first().textContent()).toMatch(uploaded);
        expect(grouped(await blockingViolations(page, `settings, ${language}`))).toEqual([]);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      }
      // The language follows the account: back to English on the server, for the next test.
      await page.getByRole('main').locator('select[name="language"]').selectOption('en');
      const token = await adminToken(e2e.server);
      const accountLanguage = async () =>
        (
          await e2e.server.app.inject({
            method: 'GET',
            url: '/api/auth/settings',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json<{ data: { language?: string } }>().data.language;
      await expect.poll(accountLanguage, POLL).toBe('en');
    },
  );
});
