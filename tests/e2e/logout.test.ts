/** Logout on a shared tablet: warned about unsent changes, then nothing of the school is left on the device. */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline } from './harness';
import { adminToken, editContact, openSchools, serverSchools, syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

/** How many rows the page's IndexedDB holds in these stores. */
function countRows(page: Page, stores: string[]): Promise<number> {
  return page.evaluate(
    (names) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open'));
        open.onsuccess = () => {
          const database = open.result;
          const present = names.filter((name) => database.objectStoreNames.contains(name));
          if (present.length === 0) return resolve(0);
          const tx = database.transaction(present, 'readonly');
          let total = 0;
          for (const name of present) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (total += request.result);
          }
          tx.oncomplete = () => {
            database.close();
            resolve(total);
          };
        };
      }),
    stores,
  );
}

/** A row of the page's `meta` store (where the service worker finds the sign-in). */
function readMeta(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open'));
        open.onsuccess = () => {
          const request = open.result.transaction('meta', 'readonly').objectStore('meta').get(name);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
    key,
  );
}

it('names the unsent changes before logging out, then wipes the device', async () => {
  const { page, context, server } = e2e;
  const token = await adminToken(server);
  const school = (await serverSchools(server, token))[0]!;
  await openSchools(page, school.school_name);
  expect(await countRows(page, ['schools'])).toBeGreaterThan(0);

  await goOffline(context);
  await editContact(page, school.school_name, 'Never Sent');
  await expect.poll(() => syncStatus(page)).toBe('Offline · 1 change waiting');

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out with unsent changes?' });
  await dialog
    .getByText('1 change made on this device has not reached the server yet.', { exact: false })
    .waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(page.url()).toContain('/schools');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await page.waitForURL('**/login');
  await expect
    .poll(() => countRows(page, ['schools', 'students', 'teachers', 'classes', 'outbox', 'scopes']))
    .toBe(0);
  expect(await readMeta(page, 'auth')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

it('ends the session on the server too: the logged-out token is refused afterwards', async () => {
  const { page, server } = e2e;
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const me = async () =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  expect(await me()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await expect.poll(me).toBe(401);
});
