/**
 * A school administrator deactivated from another session while a change of theirs waits on the tablet:
 * once the server refuses their session for it, the tablet says so in the language chosen there, and
 * its database forgets the school's records and the unsent change, which never reaches the server.
 * (An expired session keeps its unsent changes and sends them after signing in again: sync-resume.)
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { browserFixture } from './browser-fixture';
import { textIn } from './catalog-text';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { adminToken, demoAdminSchoolId } from './schools-helpers';

interface Pupil {
  _id: string;
  student_name: string;
  roll_number: string;
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

/** The rows of each of the app's tables, by table. */
function appTables(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
    const database = await done(indexedDB.open('shala-admin'));
    const tables: Record<string, unknown[]> = {};
    for (const store of database.objectStoreNames)
      tables[store] = await done(database.transaction(store).objectStore(store).getAll());
    database.close();
    return tables;
  });
}

beforeAll(async () => {
  token = await adminToken(e2e.server);
  schoolId = await demoAdminSchoolId(e2e.server);
});

describe('a school administrator deactivated while signed in on a tablet', () => {
  it('is told so in Marathi, and the tablet forgets the school and the unsent change', async () => {
    const { page, context } = e2e;
    const [pupil] = await api<Pupil[]>('GET', `/api/students/school/${schoolId}?limit=1`);
    await page.goto(`/schools/${schoolId}/students`);
    await page.getByPlaceholder('Search students...').fill(pupil!.roll_number);
    await page.getByRole('button', { name: `Edit ${pupil!.student_name}` }).waitFor();
    await waitForServiceWorker(page);

    await goOffline(context);
    await page.getByRole('button', { name: `Edit ${pupil!.student_name}` }).click();
    await page.getByLabel('Student Name', { exact: true }).fill('Never Sent');
    await page.getByRole('button', { name: 'Update Student' }).click();
    await page.getByText(SAVED_ON_DEVICE).first().waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');
    await page.getByRole('heading', { name: textIn('mr', 'Student Management') }).waitFor();
    const before = await appTables(page);
    expect(before.students!.length).toBeGreaterThan(0);
    expect(before.outbox).toHaveLength(1);

    const [account] = await api<Array<{ _id: string }>>('GET', `/api/users?search=${DEMO.schoolAdmin}`);
    await api('PATCH', `/api/users/${account!._id}`, { status: 'inactive' });
    await goOnline(context);

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(textIn('mr', AUTH_MESSAGES.accountDeactivated)).waitFor();
    const after = await appTables(page);
    const { meta, ...records } = after;
    const left = Object.entries(records).filter(([, rows]) => rows.length > 0);
    expect(left.map(([table]) => table)).toEqual([]);
    // Only where the API is stays, for the service worker: nothing of the person.
    expect(meta!.map((row) => (row as { key: string }).key)).toEqual(['apiRoot']);
    const onServer = await api<Pupil>('GET', `/api/students/${pupil!._id}`);
    expect(onServer.student_name).toBe(pupil!.student_name);
  });
});
