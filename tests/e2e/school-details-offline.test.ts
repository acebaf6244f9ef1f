/**
 * Issue: a school never opened on this device, opened offline, showed its header with real counts and
 * then "No classes yet". It must say plainly that this school's data is not on this device yet.
 */
import { describe, expect, it } from 'vitest';
import { NOT_ON_DEVICE_TEXTS } from '../../src/ui/not-on-device-texts';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, signIn, waitForServiceWorker } from './harness';
import { adminToken, openSchools, serverSchools } from './schools-helpers';

const frame = browserFixture();

const card = (label: string) =>
  frame.page.locator('.school-stats__card').filter({ has: frame.page.getByText(label, { exact: true }) });

describe('a school never opened on this device, opened offline', () => {
  it(
    "keeps its header and real counts, and says its data is not on this device instead of 'No classes yet'",
    { tags: ['service-worker'] },
    async () => {
      const { server, context, page } = frame;
      const [school] = await serverSchools(server, await adminToken(server));
      await signIn(page, DEMO.superAdmin);
      await openSchools(page, school!.school_name);
      await waitForServiceWorker(page);

      await goOffline(context);
      await page.getByRole('link', { name: school!.school_name }).first().click();
      await page.getByText(NOT_ON_DEVICE_TEXTS.title).waitFor();

      expect(await page.getByRole('heading', { level: 2, name: school!.school_name }).isVisible()).toBe(true);
      expect(await card('Total Students').locator('dd').textContent()).toBe(String(school!.studentCount));
      expect(await page.getByText(NOT_ON_DEVICE_TEXTS.hint).isVisible()).toBe(true);
      expect(await page.getByText('No classes yet').count()).toBe(0);
      expect(await page.getByText('Select a class to view details').count()).toBe(0);
    },
  );
});
