/**
 * The User Management screen offline: it opens from the device's mirror, labelled as saved data; a user
 * added and another deactivated offline are "saved on this device" and reach the server once back
 * online; sending a sign-in code says it needs a connection instead of pretending.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { syncStatus } from './schools-helpers';
import { usersScreen } from './users-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const users = usersScreen(e2e);
const POLL = { timeout: 20_000 };

describe('User Management offline', () => {
  it(
    'opens from the device, keeps changes made offline and sends them once back online',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const school = users.schools[0]!;
      const email = 'offline.admin@example.in';
      await users.open();
      await waitForServiceWorker(page);
      await users.rowOf(DEMO.schoolAdmin).waitFor();

      await goOffline(context);
      await page.reload();
      await page.getByText(/^Saved data from .* · offline$/).waitFor();
      await users.rowOf(DEMO.schoolAdmin).waitFor();

      await page
        .getByRole('button', {
          name: `Send sign-in code to ${(await users.onServer(DEMO.schoolAdmin))!.name}`,
        })
        .click();
      await page.getByText('Sending a sign-in code needs a connection').first().waitFor();

      await page.getByRole('button', { name: 'Add User' }).click();
      await users.fillForm({
        name: 'Offline Administrator',
        email,
        role: 'School Administrator',
        school: school.school_name,
      });
      await page.getByRole('button', { name: 'Save User' }).click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();
      const row = users.rowOf(email);
      await row.getByText('Waiting to sync').waitFor();
      expect(await row.textContent()).toContain(school.school_name);
      expect(await users.onServer(email)).toBeUndefined();

      await goOnline(context);
      await expect.poll(async () => (await users.onServer(email))?.schoolId, POLL).toBe(school._id);
      await expect.poll(() => syncStatus(page), POLL).toBe('All changes saved');

      await goOffline(context);
      await page.getByRole('button', { name: 'Deactivate Offline Administrator' }).click();
      await page
        .getByRole('dialog', { name: 'Deactivate User' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();
      await expect.poll(() => row.locator('.schools-badge').textContent()).toBe('Inactive');
      expect((await users.onServer(email))?.status).toBe('active');
      await goOnline(context);
      await expect.poll(async () => (await users.onServer(email))?.status, POLL).toBe('inactive');
    },
  );
});
