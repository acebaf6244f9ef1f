/**
 * What a tablet user hit on the Students and Teachers forms: a duplicate caught before it is queued,
 * a create the server refused corrected in any field and accepted, and a toast that says where an
 * offline change is.
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

const SAVED_ON_DEVICE = 'Saved on this device. It will be sent to the server when you are back online.';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let schoolId: string;

async function api<T>(method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.statusCode, body: answer.json<T>() };
}

interface StudentRow {
  roll_number: string;
  class: { class_name: string; section: string };
}
interface TeacherRow {
  teacher_id: string;
  teacher_name: string;
}

const students = async () =>
  (await api<{ data: StudentRow[] }>('GET', `/api/students?school_id=${schoolId}&limit=1000`)).body.data;
const teachers = async () =>
  (await api<{ data: TeacherRow[] }>('GET', `/api/teachers?school_id=${schoolId}&limit=1000`)).body.data;

const settled = () => expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

async function open(area: 'students' | 'teachers', heading: string) {
  await page.goto(`/schools/${schoolId}/${area}`);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('table').waitFor();
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

describe('duplicates are caught on the device, before they are queued', () => {
  it('refuses a roll number already used in the class, with the message under Roll Number', async () => {
    await open('students', 'Student Management');
    const before = await students();
    const taken = before[0]!;
    await page.getByRole('button', { name: 'Add Student' }).click();
    await fill({
      'Student Name': 'Twin Pupil',
      Email: 'twin.pupil@shala.demo',
      'Roll Number': taken.roll_number,
    });
    await page
      .getByLabel('Class', { exact: true })
      .selectOption({ label: `${taken.class.class_name} - ${taken.class.section}` });
    await page.getByRole('button', { name: 'Save Student' }).click();

    await page.getByText('This roll number is already used in this class').waitFor();
    await page.getByRole('heading', { name: 'Add New Student' }).waitFor();
    expect(await page.getByText('Student added successfully!').count()).toBe(0);
    expect(await syncStatus(page)).toBe('All changes saved');
    expect(await students()).toHaveLength(before.length);
  });

  it('refuses a Teacher ID already used in the school, in any case', async () => {
    await open('teachers', 'Teacher Management');
    const before = await teachers();
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await fill({
      'Teacher ID': before[0]!.teacher_id.toLowerCase(),
      'Teacher Name': 'Twin Teacher',
      Email: 'twin.teacher@shala.demo',
      'Phone Number': '9822000031',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();

    await page.getByText('This Teacher ID is already used in this school').waitFor();
    await page.getByRole('heading', { name: 'Add New Teacher' }).waitFor();
    expect(await syncStatus(page)).toBe('All changes saved');
    expect(await teachers()).toHaveLength(before.length);
  });
});

describe('where a change is', () => {
  it('offline, says the change is saved on this device; online, says the server took it', async () => {
    await open('teachers', 'Teacher Management');
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await fill({
      'Teacher ID': 'ZPTOAST1',
      'Teacher Name': 'Offline Toast',
      Email: 'offline.toast@shala.demo',
      'Phone Number': '9822000032',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    await page.getByText(SAVED_ON_DEVICE).first().waitFor();
    expect(await page.getByText('Teacher added successfully!').count()).toBe(0);

    await goOnline(context);
    await settled();
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await fill({
      'Teacher ID': 'ZPTOAST2',
      'Teacher Name': 'Online Toast',
      Email: 'online.toast@shala.demo',
      'Phone Number': '9822000033',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    await page.getByText('Teacher added successfully!').first().waitFor();
    await settled();
    const ids = (await teachers()).map((teacher) => teacher.teacher_id);
    expect(ids.filter((id) => id.startsWith('ZPTOAST')).sort()).toEqual(['ZPTOAST1', 'ZPTOAST2']);
  });
});

describe('a create the server refused', () => {
  it('can be corrected in any field, the Teacher ID included, and is then accepted once', async () => {
    await open('teachers', 'Teacher Management');
    await waitForServiceWorker(page);
    await goOffline(context);
    // Meanwhile the office gives the same Teacher ID to someone else.
    const office = await api('POST', '/api/teachers', {
      teacher_id: 'ZPCLASH1',
      teacher_name: 'Office Teacher',
      email: 'office.teacher@shala.demo',
      phone_number: '9822000034',
      status: 'active',
      school_id: schoolId,
    });
    expect(office.status).toBe(201);

    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await fill({
      'Teacher ID': 'ZPCLASH1',
      'Teacher Name': 'Tablet Teacher',
      Email: 'tablet.teacher@shala.demo',
      'Phone Number': '9822000035',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    await page.getByText(SAVED_ON_DEVICE).first().waitFor();
    await goOnline(context);
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');

    await page.getByPlaceholder('Search teachers...').fill('Tablet Teacher');
    await page.getByRole('button', { name: 'Edit Tablet Teacher' }).click();
    const teacherId = page.getByLabel('Teacher ID', { exact: true });
    expect(await teacherId.getAttribute('readonly')).toBeNull();
    await page.getByText('This Teacher ID is already used in this school').waitFor();
    await teacherId.fill('ZPFIXED1');
    await page.getByRole('button', { name: 'Update Teacher' }).click();
    await settled();

    const stored = await teachers();
    expect(
      stored.filter((teacher) => teacher.teacher_name === 'Tablet Teacher').map((t) => t.teacher_id),
    ).toEqual(['ZPFIXED1']);
    expect(stored.filter((teacher) => teacher.teacher_id === 'ZPCLASH1').map((t) => t.teacher_name)).toEqual([
      'Office Teacher',
    ]);
  });
});
