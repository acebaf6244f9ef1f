/**
 * Issue: a village connection drops for hours. Changes made offline survive a reload, reach the
 * server exactly once when the connection returns, and the header tells the truth throughout.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, signIn, waitForServiceWorker } from './harness';
import {
  addSchool,
  editContact,
  NEW_SCHOOL,
  openSchools,
  rowOf,
  searchSchools,
  serverSchools,
  syncStatus,
  demoSchools,
} from './schools-helpers';

const e2e = browserFixture();
const demo = demoSchools(e2e);

async function firstSchools() {
  const schools = await serverSchools(e2e.server, demo.token);
  return schools.filter((school) => school.status === 'active');
}

describe('offline changes to schools', () => {
  it(
    'keeps an offline add and edit through a reload and sends each exactly once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { page, context, server } = e2e;
      const { token } = demo;
      const [, edited] = await firstSchools();
      await signIn(page, DEMO.superAdmin);
      await openSchools(page, edited!.school_name);
      await waitForServiceWorker(page);
      const before = await serverSchools(server, token);

      await goOffline(context);
      await addSchool(page);
      await editContact(page, edited!.school_name, 'Meena Kulkarni');
      await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');

      await page.reload();
      await searchSchools(page, 'Pimpalgaon');
      await expect
        .poll(() => rowOf(page, NEW_SCHOOL['School Name']).textContent())
        .toContain('Waiting to sync');
      await searchSchools(page, edited!.school_name);
      await expect.poll(() => rowOf(page, edited!.school_name).textContent()).toContain('Meena Kulkarni');
      await expect.poll(() => rowOf(page, edited!.school_name).textContent()).toContain('Waiting to sync');

      await goOnline(context);
      await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
      await expect
        .poll(() => rowOf(page, edited!.school_name).textContent())
        .not.toContain('Waiting to sync');

      const after = await serverSchools(server, token);
      expect(after).toHaveLength(before.length + 1);
      expect(after.filter((school) => school.school_name === NEW_SCHOOL['School Name'])).toHaveLength(1);
      const editedNow = after.find((school) => school._id === edited!._id)!;
      expect(editedNow.contact).toBe('Meena Kulkarni');
      expect(editedNow.version).toBe(edited!.version + 1);
    },
  );
});
