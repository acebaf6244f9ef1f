/**
 * The Students screen in a real browser against the real server: add, edit, view, delete, search,
 * empty states, messages and dialogs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
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
const fieldError = (label: string) =>
  page
    .locator('.field')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.field__error');

async function openStudents() {
  await page.goto(`/schools/${schoolId}/students`);
  await page.getByRole('table').waitFor();
}

const POLL = { timeout: 20_000 };

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

describe('the Students screen', () => {
  it('lists, searches, validates, adds, edits, views and deletes students', async () => {
    await openStudents();
    const { data, total } = await serverStudents();
    await expect
      .poll(() => page.getByLabel('Student counts').textContent())
      .toContain(`Total Students${total}`);

    const search = page.getByPlaceholder('Search students...');
    await search.fill(data[0]!.roll_number.toLowerCase());
    await rowOf(data[0]!.student_name).waitFor();
    await search.fill('nobody-by-this-name');
    await page.getByText('No students found').waitFor();
    await page.getByText('Try adjusting your search terms.').waitFor();
    await search.fill('');

    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByRole('button', { name: 'Save Student' }).click();
    expect(await fieldError('Student Name').textContent()).toBe('Student name is required');
    expect(await fieldError('Email').textContent()).toBe('Email is required');
    expect(await fieldError('Roll Number').textContent()).toBe('Roll number is required');
    expect(await fieldError('Class').textContent()).toBe('Class is required');
    await page.getByLabel('Student Name', { exact: true }).fill('Anil 7');
    expect(await fieldError('Student Name').textContent()).toBe('Name must contain only letters and spaces');
    await page.getByLabel('Roll Number', { exact: true }).fill('3A-99');
    expect(await fieldError('Roll Number').textContent()).toBe(
      'Roll number must contain only letters and numbers',
    );

    await page.getByLabel('Student Name', { exact: true }).fill('Anil Kamble');
    await page.getByLabel('Email', { exact: true }).fill('Anil.Kamble@shala.demo');
    await page.getByLabel('Roll Number', { exact: true }).fill('3a99');
    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Class 3 - A' });
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.getByText('Student added successfully!').first().waitFor();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await expect.poll(async () => (await serverStudents('anil.kamble@shala.demo')).total, POLL).toBe(1);
    await settled();
    const added = (await serverStudents('anil.kamble@shala.demo')).data;
    expect(added).toMatchObject([{ student_name: 'Anil Kamble', roll_number: '3A99' }]);

    await search.fill('Anil Kamble');
    await page.getByRole('button', { name: 'Edit Anil Kamble' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('anil.kamble@shala.demo');
    await page.getByLabel('Student Name', { exact: true }).fill('Anil Kamble Patil');
    await page.getByRole('button', { name: 'Update Student' }).click();
    await page.getByText('Student updated successfully!').first().waitFor();
    const nameOnServer = async () =>
      (await get<{ data: StudentRow }>(`/api/students/${added[0]!._id}`)).body.data.student_name;
    await expect.poll(nameOnServer, POLL).toBe('Anil Kamble Patil');
    await settled();
    expect((await get<{ data: StudentRow }>(`/api/students/${added[0]!._id}`)).body.data).toMatchObject({
      student_name: 'Anil Kamble Patil',
      version: added[0]!.version + 1,
    });

    await search.fill('Anil Kamble Patil');
    const tab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View Anil Kamble Patil' }).click();
    const avatar = await tab;
    expect(avatar.url()).toMatch(/^blob:/);
    await avatar.close();

    await page.getByRole('button', { name: 'Delete Anil Kamble Patil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Student' });
    await dialog
      .getByText('Are you sure you want to delete Anil Kamble Patil? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Anil Kamble Patil' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Student deleted successfully!').first().waitFor();
    await page.getByText('No students found').waitFor();
    await expect.poll(async () => (await get(`/api/students/${added[0]!._id}`)).status, POLL).toBe(404);
    await settled();
  });
});
