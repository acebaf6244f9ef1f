/**
 * The headsets' last check-in on the VR devices screen and a device's page, in a real browser against
 * the real server: a headset checks in (`POST /api/headset/check-in`), then the list shows its lessons
 * badge and battery, and its page its last check-in, in English, Marathi and Hindi, at both tablet sizes
 * with no sideways scrolling (in portrait, Last seen and Battery fold into the Device cell).
 */
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { FLEET_STATUS_TEXTS, fleetStatusOf } from '../../src/domain/headsets/lessons-status';
import type { Language } from '../../src/domain/i18n/languages';
import { browserFixture } from './browser-fixture';
import { textIn } from './catalog-text';
import { devicesScreen } from './devices-helpers';
import { DEMO } from './harness';
import { scrollWidths, TABLET_SIZES } from './layout-checks';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const devices = devicesScreen(e2e);

const NAME = 'E2E Fleet Quest';
const TOKEN = 'vr_e2e_fleet_Kq82';
let headset: Device;

beforeAll(async () => {
  const school = devices.schools.find((s) => s.status === 'active')!;
  const created = await devices.create({
    device_name: NAME,
    api_token: TOKEN,
    school_id: school._id,
    status: true,
  });
  const checkIn = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/headset/check-in',
    headers: { authorization: `Device ${TOKEN}` },
    payload: {
      battery_percent: 76,
      charging: true,
      free_storage_mb: 18210,
      app_version: '1.4.0',
      os_version: 'Quest OS 71',
      lessons: [],
    },
  });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  headset = (await devices.list()).find((device) => device._id === created._id)!;
  expect(headset.last_seen_at).toBeTruthy();
});

const startIn = (context: BrowserContext, language: Language) =>
  context.addInitScript((chosen) => localStorage.setItem('shala.language', chosen), language);

const PERCENT: Record<Language, string> = { en: '76%', mr: '७६%', hi: '76%' };

describe('the headsets on the VR devices screen', () => {
  for (const language of ['en', 'mr', 'hi'] as const) {
    it(`shows the last check-in in the list and on the device's page (${language})`, async () => {
      const { page, context } = e2e;
      await startIn(context, language);
      const say = (english: string) => textIn(language, english);
      const badge = say(FLEET_STATUS_TEXTS[fleetStatusOf(headset)]);
      const spoken = textIn(language, 'Battery {percent}, charging').replace('{percent}', PERCENT[language]);
      const lastSeen = new RegExp(`^(${say('Just now')}|.*\\S)$`);

      for (const size of TABLET_SIZES) {
        await page.setViewportSize(size);
        await page.goto('/devices');
        await page.getByRole('heading', { level: 1, name: say('VR Device Management') }).waitFor();
        await page.getByRole('table').waitFor();
        await page.getByPlaceholder(say('Search VR devices...')).fill(NAME);
        const row = page.getByRole('row').filter({ hasText: NAME });
        await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
        expect((await row.locator('.schools-badge').allTextContents()).map((text) => text.trim())).toContain(
          badge,
        );
        expect(await row.getByText(spoken).count()).toBeGreaterThan(0);
        const header = page.getByRole('columnheader', { name: say('Last seen') });
        if (size.width === 800) {
          // Portrait: the column folds into the Device cell, with its header.
          expect(await header.isVisible()).toBe(false);
          const folded = row.locator('.record-table__folded');
          expect(await folded.isVisible()).toBe(true);
          expect(await folded.textContent()).toContain(`${say('Last seen')}: `);
        }
        expect((await row.locator('time').first().textContent())?.trim()).toMatch(lastSeen);
        const widths = await scrollWidths(page);
        expect(widths.page.scrollWidth).toBeLessThanOrEqual(widths.page.clientWidth);
        expect(widths.table.scrollWidth).toBeLessThanOrEqual(widths.table.clientWidth);

        await row.getByRole('cell').nth(1).click();
        await page.getByRole('heading', { level: 1, name: say('VR Device Details') }).waitFor();
        const checkIn = page.getByRole('region', { name: say('Last check-in') });
        await checkIn.waitFor();
        const text = await checkIn.textContent();
        expect(text).toContain(say('Free storage'));
        expect(text).toContain('1.4.0');
        expect(text).toContain('Quest OS 71');
        expect(text).toContain(badge);
        expect(await checkIn.getByText(spoken).count()).toBe(1);
        expect(await page.getByRole('button', { name: say('Sync now') }).isVisible()).toBe(true);
        const pageWidth = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(pageWidth[0]).toBeLessThanOrEqual(pageWidth[1]!);
        await page.screenshot({
          path: `.tmp/fleet-${language}-${size.width}x${size.height}.png`,
          fullPage: true,
        });
      }
    });
  }
});
