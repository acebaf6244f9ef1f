/**
 * Issue: two offline edits of one pupil, the first conflicting with an office edit. "Use server's" on
 * that conflict must not let the second edit (made on the version given up) overwrite the office's value:
 * it is shown as a conflict of its own (docs/sync.md, "Conflicts").
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE } from './harness';
import { syncStatus } from './schools-helpers';
import { demoSchoolApi, showFirstPupil, type PupilRow } from './server-api';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const demo = demoSchoolApi(e2e);
const { api } = demo;

const serverStudent = (id: string) => api<PupilRow>('GET', `/api/students/${id}`);

async function renameOnTablet(from: string, to: string) {
  const { page } = e2e;
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  await page.getByLabel('Student Name', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Update Student' }).click();
  await page.getByText(SAVED_ON_DEVICE).first().waitFor();
  await page.getByRole('button', { name: `Edit ${to}` }).waitFor();
}

describe('"Use server\'s" on the first of two offline edits of a pupil', () => {
  it('shows the second edit as a conflict instead of sending it, and the server keeps the office value', async () => {
    const { page, context } = e2e;
    // The school's pupils must be on the device before the connection drops.
    const pupil = await showFirstPupil(page, api, demo.schoolId);

    await goOffline(context);
    await renameOnTablet(pupil.student_name, 'Tablet First');
    await renameOnTablet('Tablet First', 'Tablet Second');
    await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');
    const office = await api<PupilRow>('PATCH', `/api/students/${pupil._id}`, {
      student_name: 'Office Name',
    });
    expect(office.version).toBe(pupil.version + 1);
    await goOnline(context);

    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    const change = (name: string) => panel.getByRole('listitem').filter({ hasText: `Edit student ${name}` });
    const compared = (name: string) =>
      change(name).getByRole('row').filter({ hasText: 'student name' }).getByRole('cell').allTextContents();
    await change('Tablet First').getByText('Changed on the server meanwhile').waitFor();
    expect(await compared('Tablet First')).toEqual(['Tablet First', 'Office Name']);

    await change('Tablet First').getByRole('button', { name: "Use server's" }).click();
    await change('Tablet First').waitFor({ state: 'detached' });
    await change('Tablet Second').getByText('Changed on the server meanwhile').waitFor();
    expect(await compared('Tablet Second')).toEqual(['Tablet Second', 'Office Name']);
    expect(await syncStatus(page)).toBe('1 need attention');
    expect(await serverStudent(pupil._id)).toMatchObject({
      student_name: 'Office Name',
      version: office.version,
    });

    await change('Tablet Second').getByRole('button', { name: "Use server's" }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Edit Office Name' }).waitFor();
    expect(await serverStudent(pupil._id)).toMatchObject({
      student_name: 'Office Name',
      version: office.version,
    });
  });
});
