/**
 * Issue: a village connection drops for hours. A student added, one edited and one deleted while
 * offline survive a reload and reach the server exactly once when the connection returns.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO,
  goOffline,
  goOnline,
  launchBrowser,
  newContext,
  signIn,
  startServer,
  waitForServiceWorker,
  type TestServer,
} from './harness';
import { adminToken, syncStatus } from './schools-helpers';

interface StudentRow {
  _id: string;
  student_name: string;
  email: string;
  roll_number: string;
  class_id: string;
  version: number;
}

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let schoolId: string;

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const answer = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.statusCode, body: answer.json<T>() };
}

async function serverStudents(search = ''): Promise<{ data: StudentRow[]; total: number }> {
  const query = `limit=1000${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const { body } = await get<{ data: StudentRow[]; pagination: { total: number } }>(
    `/api/students/school/${schoolId}?${query}`,
  );
  return { data: body.data, total: body.pagination.total };
}

const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });

async function openStudents() {
  await page.goto(`/schools/${schoolId}/students`);
  await page.getByRole('table').waitFor();
}

async function settled() {
  await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await adminToken(server);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO.schoolAdmin, password: DEMO.password },
  });
  schoolId = login.json<{ schoolId: string }>().schoolId;
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  context = await newContext(browser, server);
  page = await context.newPage();
  await signIn(page, DEMO.schoolAdmin);
});
afterEach(() => context.close());

describe('offline changes to students', () => {
  it('keeps an add, an edit and a delete made offline and sends each exactly once when back online', async () => {
    await openStudents();
    await waitForServiceWorker(page);
    const before = await serverStudents();
    const [edited, deleted] = before.data;

    await goOffline(context);
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByLabel('Student Name', { exact: true }).fill('Offline Pupil');
    await page.getByLabel('Email', { exact: true }).fill('offline.pupil@shala.demo');
    await page.getByLabel('Roll Number', { exact: true }).fill('2A88');
    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Class 2 - A' });
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.getByText('Student added successfully!').first().waitFor();

    const search = page.getByPlaceholder('Search students...');
    await search.fill(edited!.roll_number);
    await page.getByRole('button', { name: `Edit ${edited!.student_name}` }).click();
    await page.getByLabel('Email', { exact: true }).fill('edited.offline@shala.demo');
    await page.getByRole('button', { name: 'Update Student' }).click();
    await page.getByText('Student updated successfully!').first().waitFor();

    await search.fill(deleted!.roll_number);
    await page.getByRole('button', { name: `Delete ${deleted!.student_name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Student' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Student deleted successfully!').first().waitFor();
    await expect.poll(() => syncStatus(page)).toBe('Offline · 3 changes waiting');

    await page.reload();
    await page.getByPlaceholder('Search students...').fill('Offline Pupil');
    await expect.poll(() => rowOf('Offline Pupil').textContent()).toContain('Waiting to sync');
    await page
      .getByText(/^Saved data from .* · offline$|^You are offline/)
      .first()
      .waitFor();

    await goOnline(context);
    await settled();
    await expect.poll(() => rowOf('Offline Pupil').textContent()).not.toContain('Waiting to sync');

    const after = await serverStudents();
    expect(after.total).toBe(before.total);
    expect((await serverStudents('offline.pupil@shala.demo')).data).toHaveLength(1);
    const editedNow = (await get<{ data: StudentRow }>(`/api/students/${edited!._id}`)).body.data;
    expect(editedNow).toMatchObject({ email: 'edited.offline@shala.demo', version: edited!.version + 1 });
    expect((await get(`/api/students/${deleted!._id}`)).status).toBe(404);
  });
});
