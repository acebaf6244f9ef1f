/**
 * Issue: two offline edits of one pupil, the first conflicting with an office edit. "Use server's" on
 * that conflict must not let the second edit (made on the version given up) overwrite the office's value:
 * it is shown as a conflict of its own (docs/sync.md, "Conflicts").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE } from './harness';
import { adminToken, demoAdminSchoolId, syncStatus } from './schools-helpers';

interface StudentRow {
  _id: string;
  student_name: string;
  roll_number: string;
  version: number;
}

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
let token: string;
let schoolId: string;

async function api<T>(method: 'GET' | 'PATCH', url: string, payload?: object): Promise<T> {
  const answer = await e2e.server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: T }>().data;
}

const serverStudent = (id: string) => api<StudentRow>('GET', `/api/students/${id}`);

async function renameOnTablet(from: string, to: string) {
  const { page } = e2e;
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  await page.getByLabel('Student Name', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Update Student' }).click();
  await page.getByText(SAVED_ON_DEVICE).first().waitFor();
  await page.getByRole('button', { name: `Edit ${to}` }).waitFor();
}

beforeAll(async () => {
  token = await adminToken(e2e.server);
  schoolId = await demoAdminSchoolId(e2e.server);
});

describe('"Use server\'s" on the first of two offline edits of a pupil', () => {
  it('shows the second edit as a conflict instead of sending it, and the server keeps the office value', async () => {
    const { page, context } = e2e;
    const [pupil] = await api<StudentRow[]>('GET', `/api/students/school/${schoolId}?limit=1`);
    await page.goto(`/schools/${schoolId}/students`);
    await page.getByPlaceholder('Search students...').fill(pupil!.roll_number);
    // The school's pupils must be on the device before the connection drops.
    await page.getByRole('button', { name: `Edit ${pupil!.student_name}` }).waitFor();

    await goOffline(context);
    await renameOnTablet(pupil!.student_name, 'Tablet First');
    await renameOnTablet('Tablet First', 'Tablet Second');
    await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');
    const office = await api<StudentRow>('PATCH', `/api/students/${pupil!._id}`, {
      student_name: 'Office Name',
    });
    expect(office.version).toBe(pupil!.version + 1);
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
    expect(await serverStudent(pupil!._id)).toMatchObject({
      student_name: 'Office Name',
      version: office.version,
    });

    await change('Tablet Second').getByRole('button', { name: "Use server's" }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Edit Office Name' }).waitFor();
    expect(await serverStudent(pupil!._id)).toMatchObject({
      student_name: 'Office Name',
      version: office.version,
    });
  });
});
