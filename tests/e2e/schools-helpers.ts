/** Steps of the Schools screens and the sync header, shared by the offline browser tests. */
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import type { BrowserFixture } from './browser-fixture';
import type { TestServer } from './harness';
import { DEMO, saidSaved } from './harness';

export interface SchoolRow {
  _id: string;
  school_name: string;
  contact: string;
  version: number;
  [field: string]: unknown;
}

export const NEW_SCHOOL = {
  'School Name': 'ZP Primary School Pimpalgaon',
  Email: 'zp.pimpalgaon@shala.demo',
  'Phone Number': '9823456701',
  'Contact Person': 'Vaishali Jadhav',
  Street: 'Near Gram Panchayat Office',
  'Locality/Village': 'Pimpalgaon',
  City: 'Junnar',
  State: 'Maharashtra',
  'PIN Code': '410502',
  'Principal Name': 'Suresh Gaikwad',
  'Principal Email': 'principal.pimpalgaon@shala.demo',
  'Principal Contact': '9765432109',
} as const;

export async function adminToken(server: TestServer): Promise<string> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO.superAdmin, password: DEMO.password },
  });
  return answer.json<{ token: string }>().token;
}

/** The school of the demo school administrator. */
export async function demoAdminSchoolId(server: TestServer): Promise<string> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO.schoolAdmin, password: DEMO.password },
  });
  return answer.json<{ schoolId: string }>().schoolId;
}

export async function serverSchools(
  server: TestServer,
  token: string,
  search?: string,
): Promise<SchoolRow[]> {
  const query = `limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/schools?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.json<{ data: SchoolRow[] }>().data;
}

/**
 * The super administrator's token and the demo schools as the server lists them before the file's
 * tests. Call at the top of a test file, after `browserFixture`; read the fields in tests.
 */
export function demoSchools(e2e: BrowserFixture): {
  readonly token: string;
  readonly schools: SchoolRow[];
} {
  const demo = { token: '', schools: [] as SchoolRow[] };
  beforeAll(async () => {
    demo.token = await adminToken(e2e.server);
    demo.schools = await serverSchools(e2e.server, demo.token);
  });
  return demo;
}

export async function serverSchool(server: TestServer, token: string, id: string): Promise<SchoolRow> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/schools/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = answer.json<{ data?: SchoolRow } & SchoolRow>();
  return body.data ?? body;
}

export const syncStatus = (page: Page) => page.getByTestId('sync-status').textContent();

/** Changes this device still has to send: outbox rows waiting or being sent. */
export function unsentChanges(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
    let unsent = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await done(indexedDB.open(name));
      if (database.objectStoreNames.contains('outbox')) {
        const rows = await done(database.transaction('outbox').objectStore('outbox').getAll());
        unsent += (rows as Array<{ status: string }>).filter((row) =>
          ['waiting', 'sending'].includes(row.status),
        ).length;
      }
      database.close();
    }
    return unsent;
  });
}

/**
 * Every change made on this device has been answered: nothing left to send, and the status says so.
 * The status alone can still say 'All changes saved' from before the last change was queued.
 */
export const settled = (page: Page) =>
  expect
    .poll(async () => [await unsentChanges(page), await syncStatus(page)], { timeout: 20_000 })
    .toEqual([0, 'All changes saved']);

export async function openSchools(page: Page, firstSchoolName: string): Promise<void> {
  await page.goto('/schools');
  await page.getByRole('link', { name: firstSchoolName }).first().waitFor();
}

export async function editContact(page: Page, schoolName: string, contact: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${schoolName}` }).click();
  const field = page.getByLabel('Contact Person', { exact: true });
  await field.fill(contact);
  await page.getByRole('button', { name: 'Update School' }).click();
  await saidSaved(page, 'School updated successfully!');
  await field.waitFor({ state: 'detached' });
}

export async function addSchool(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add School' }).click();
  for (const [label, value] of Object.entries(NEW_SCHOOL)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByText('All fields valid').waitFor();
  await page.getByRole('button', { name: 'Add School' }).last().click();
  await saidSaved(page, 'School added successfully!');
  await page.getByLabel('School Name', { exact: true }).waitFor({ state: 'detached' });
}

export async function searchSchools(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search schools', { exact: true }).fill(text);
}

/** The table row of a school, found by its name. */
export const rowOf = (page: Page, schoolName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: schoolName }) });

export async function patchOnServer(
  server: TestServer,
  token: string,
  id: string,
  body: Record<string, unknown>,
) {
  const answer = await server.app.inject({
    method: 'PATCH',
    url: `/api/schools/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (answer.statusCode !== 200) throw new Error(`PATCH failed: ${answer.statusCode} ${answer.body}`);
}

/** Changes every waiting outbox row in the page's IndexedDB, as an older app version might have queued it. */
export async function tamperOutbox(page: Page, field: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, text]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          const database = open.result;
          const tx = database.transaction('outbox', 'readwrite');
          const cursor = tx.objectStore('outbox').openCursor();
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) return;
            const row = current.value as {
              request: { body: Record<string, unknown> };
              patch: Record<string, unknown>;
            };
            row.request.body[name] = text;
            row.patch[name] = text;
            current.update(row);
            current.continue();
          };
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('transaction failed'));
        };
      }),
    [field, value] as const,
  );
}
