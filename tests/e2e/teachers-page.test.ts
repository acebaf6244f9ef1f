/**
 * The Teachers screen in a real browser against the real server: add, edit (Teacher ID fixed), a real
 * delete, search, empty states and messages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
import { adminToken, NEW_SCHOOL, syncStatus } from './schools-helpers';

interface TeacherRow {
  _id: string;
  teacher_id: string;
  teacher_name: string;
  email: string;
  phone_number: string;
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

async function serverTeachers(search = ''): Promise<TeacherRow[]> {
  const query = `school_id=${schoolId}&limit=1000${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  return (await get<{ data: TeacherRow[] }>(`/api/teachers?${query}`)).body.data;
}

const fieldError = (label: string) =>
  page
    .locator('.field')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.field__error');
const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
const POLL = { timeout: 20_000 };
const settled = () => expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');

async function openTeachers(id = schoolId) {
  await page.goto(`/schools/${id}/teachers`);
  await page.getByRole('heading', { name: 'Teacher Management' }).waitFor();
}

async function fillTeacher(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
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
});
afterEach(() => context.close());

describe('the Teachers screen', () => {
  it('lists, searches, validates, adds, edits and deletes teachers', async () => {
    await signIn(page, DEMO.schoolAdmin);
    await openTeachers();
    const teachers = await serverTeachers();
    await expect
      .poll(() => page.getByLabel('Teacher counts').textContent())
      .toBe(`Total Teachers${teachers.length}`);
    const search = page.getByPlaceholder('Search teachers...');
    await search.fill(teachers[0]!.email.toUpperCase());
    await rowOf(teachers[0]!.teacher_name).waitFor();
    await search.fill('nobody-by-this-name');
    await page.getByText('No teachers found').waitFor();
    await search.fill('');

    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    expect(await fieldError('Teacher ID').textContent()).toBe('Teacher ID is required');
    expect(await fieldError('Teacher Name').textContent()).toBe('Teacher name is required');
    await fillTeacher({ 'Teacher ID': 'T-1', 'Phone Number': '12345' });
    expect(await fieldError('Teacher ID').textContent()).toBe(
      'Teacher ID must contain only letters and numbers',
    );
    expect(await fieldError('Phone Number').textContent()).toBe('Phone number must be exactly 10 digits');

    await fillTeacher({
      'Teacher ID': 'zpe2e01',
      'Teacher Name': 'Lata Bhosale',
      Email: 'lata.bhosale@shala.demo',
      'Phone Number': '9822000001',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    await page.getByText('Teacher added successfully!').first().waitFor();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await expect.poll(async () => (await serverTeachers('lata.bhosale@shala.demo')).length, POLL).toBe(1);
    await settled();
    const [added] = await serverTeachers('lata.bhosale@shala.demo');
    expect(added).toMatchObject({
      teacher_id: 'ZPE2E01',
      teacher_name: 'Lata Bhosale',
      phone_number: '9822000001',
    });

    await search.fill('Lata');
    await page.getByRole('button', { name: 'Edit Lata Bhosale' }).click();
    expect(await page.getByLabel('Teacher ID', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await page.getByText('This field cannot be changed').waitFor();
    await fillTeacher({ 'Phone Number': '9822000002' });
    await page.getByRole('button', { name: 'Update Teacher' }).click();
    await page.getByText('Teacher updated successfully!').first().waitFor();
    const phoneOnServer = async () =>
      (await get<{ data: TeacherRow }>(`/api/teachers/${added!._id}`)).body.data.phone_number;
    await expect.poll(phoneOnServer, POLL).toBe('9822000002');
    await settled();
    expect((await get<{ data: TeacherRow }>(`/api/teachers/${added!._id}`)).body.data).toMatchObject({
      teacher_id: 'ZPE2E01',
      phone_number: '9822000002',
      version: added!.version + 1,
    });

    await page.getByRole('button', { name: 'Delete Lata Bhosale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Teacher' });
    await dialog
      .getByText('Are you sure you want to delete Lata Bhosale? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Teacher deleted successfully!').first().waitFor();
    await expect.poll(async () => (await get(`/api/teachers/${added!._id}`)).status, POLL).toBe(404);
    await settled();
  });

  it('shows the empty states of a school with no teachers or students yet', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/schools/initiate-school',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        school_name: NEW_SCHOOL['School Name'],
        email: NEW_SCHOOL.Email,
        phone_number: NEW_SCHOOL['Phone Number'],
        contact: NEW_SCHOOL['Contact Person'],
        street: NEW_SCHOOL.Street,
        locality: NEW_SCHOOL['Locality/Village'],
        city: NEW_SCHOOL.City,
        state: NEW_SCHOOL.State,
        pincode: NEW_SCHOOL['PIN Code'],
        principal_name: NEW_SCHOOL['Principal Name'],
        principal_email: NEW_SCHOOL['Principal Email'],
        principal_contact: NEW_SCHOOL['Principal Contact'],
      },
    });
    const newSchool = created.json<{ data: { _id: string } }>().data._id;
    await signIn(page, DEMO.superAdmin);
    await openTeachers(newSchool);
    await page.getByText('No teachers found').waitFor();
    await page.getByText('Get started by adding a new teacher.').waitFor();
    await page.goto(`/schools/${newSchool}/students`);
    await page.getByText('No students found').waitFor();
    await page.getByText('Get started by adding a new student.').waitFor();
  });
});
