/**
 * Teachers changed offline reach the server exactly once when the connection returns; a CSV import
 * sends its good rows once and reports the bad ones.
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

describe('teachers offline and from CSV', () => {
  it('keeps an add, an edit and a delete made offline and sends each exactly once when back online', async () => {
    await signIn(page, DEMO.schoolAdmin);
    await openTeachers();
    await page.getByRole('table').waitFor();
    await waitForServiceWorker(page);
    const before = await serverTeachers();
    const [edited, deleted] = before;

    await goOffline(context);
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await fillTeacher({
      'Teacher ID': 'ZPOFF01',
      'Teacher Name': 'Offline Teacher',
      Email: 'offline.teacher@shala.demo',
      'Phone Number': '9822000003',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();
    await page.getByText('Teacher added successfully!').first().waitFor();
    await page.getByRole('button', { name: `Edit ${edited!.teacher_name}` }).click();
    await fillTeacher({ Email: 'edited.teacher@shala.demo' });
    await page.getByRole('button', { name: 'Update Teacher' }).click();
    await page.getByText('Teacher updated successfully!').first().waitFor();
    await page.getByRole('button', { name: `Delete ${deleted!.teacher_name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Teacher' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Teacher deleted successfully!').first().waitFor();
    await expect.poll(() => syncStatus(page)).toBe('Offline · 3 changes waiting');

    await goOnline(context);
    await settled();
    const after = await serverTeachers();
    expect(after).toHaveLength(before.length);
    expect(after.filter((t) => t.teacher_id === 'ZPOFF01')).toHaveLength(1);
    expect(after.find((t) => t._id === edited!._id)).toMatchObject({
      email: 'edited.teacher@shala.demo',
      version: edited!.version + 1,
    });
    expect((await get(`/api/teachers/${deleted!._id}`)).status).toBe(404);
  });

  it('imports teachers from a CSV file: the good rows once, the bad ones reported', async () => {
    await signIn(page, DEMO.schoolAdmin);
    await openTeachers();
    const [existing] = await serverTeachers();
    const before = await serverTeachers();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import teachers from CSV' });
    const text = [
      'teacher_id,teacher_name,email,phone_number,status,department',
      'ZPCSV01,Nandini Salunkhe,nandini@shala.demo,9822000011,active,Marathi',
      `${existing!.teacher_id},Copy Teacher,copy@shala.demo,9822000012,active,`,
      'ZPCSV02,Vikas Thorat,vikas@shala.demo,9822000013,inactive,',
      'ZPCSV03,Bad Phone,bad@shala.demo,12345,active,',
    ].join('\r\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await panel.getByText('2 rows ready, 2 with problems').waitFor();
    await panel.getByText('This Teacher ID is already used in this school').waitFor();
    await panel.getByRole('button', { name: 'Import 2 teachers' }).click();
    await panel.getByText('2 teachers imported').waitFor();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await expect
      .poll(async () => (await serverTeachers()).length, { timeout: 20_000 })
      .toBe(before.length + 2);
    await settled();
    const after = await serverTeachers();
    expect(after).toHaveLength(before.length + 2);
    expect(
      after
        .filter((t) => t.teacher_id.startsWith('ZPCSV'))
        .map((t) => t.teacher_id)
        .sort(),
    ).toEqual(['ZPCSV01', 'ZPCSV02']);
  });
});
