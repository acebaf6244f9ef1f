/** A school never opened on this device, opened offline: its pages say its data is not here yet. */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, signIn, waitForServiceWorker } from './harness';
import { NOT_ON_DEVICE_TEXTS } from '../../src/ui/not-on-device-texts';
import { adminToken, openSchools, serverSchools } from './schools-helpers';

const e2e = browserFixture();

describe('a school never opened on this device, offline', () => {
  it(
    'says so on its Students and Teachers pages instead of offering to add to an empty list',
    { tags: ['service-worker'] },
    async () => {
      const { page, server } = e2e;
      const [school] = await serverSchools(server, await adminToken(server));
      await signIn(page, DEMO.superAdmin);
      await openSchools(page, school!.school_name);
      await waitForServiceWorker(page);
      await goOffline(e2e.context);

      for (const [area, heading] of [
        ['students', 'Student Management'],
        ['teachers', 'Teacher Management'],
      ] as const) {
        await page.goto(`/schools/${school!._id}/${area}`);
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.getByText(NOT_ON_DEVICE_TEXTS.title).waitFor();
        expect(await page.getByText(NOT_ON_DEVICE_TEXTS.hint).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
        expect(await page.getByText(/^No (students|teachers) found$/).count()).toBe(0);
      }
    },
  );
});
