/** Waiting changes outlive an expired sign-in, and a lost answer never makes a change happen twice. */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, signIn, waitForServiceWorker } from './harness';
import { changesIn } from './outbox-requests';
import { editContact, openSchools, serverSchool, demoSchools, syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const demo = demoSchools(e2e);

/** Puts an already expired token where the app keeps its sign-in, as if 12 hours had passed. */
async function expireTheToken() {
  const { page, server } = e2e;
  const userId = (
    await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${demo.token}` },
    })
  ).json<{ data: { _id: string } }>().data._id;
  const now = Math.floor(Date.now() / 1000);
  const expired = server.app.jwt.sign({ sub: userId, iat: now - 13 * 3600, exp: now - 3600 });
  await page.evaluate((value) => {
    const session = JSON.parse(localStorage.getItem('shala.session') ?? '{}') as { state: { token: string } };
    session.state.token = value;
    localStorage.setItem('shala.session', JSON.stringify(session));
    localStorage.setItem('token', value);
  }, expired);
  return expired;
}

/** The token the device keeps for its service worker (Dexie `meta`, key `auth`). */
function deviceToken(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          const database = open.result;
          const request = database.transaction('meta', 'readonly').objectStore('meta').get('auth');
          request.onerror = () => reject(request.error ?? new Error('cannot read'));
          request.onsuccess = () => {
            database.close();
            resolve((request.result as { value?: { token?: string } } | undefined)?.value?.token ?? null);
          };
        };
      }),
  );
}

it(
  'pauses on an expired sign-in, asks to sign in again, then sends every waiting change with the new token',
  { tags: ['service-worker'] },
  async () => {
    const { page, context, server } = e2e;
    const { token, schools } = demo;
    const [first, second] = [schools[1]!, schools[2]!];
    await openSchools(page, first.school_name);
    await waitForServiceWorker(page);
    await goOffline(context);
    await editContact(page, first.school_name, 'Waited Through Expiry');
    await editContact(page, second.school_name, 'Also Waited');
    const expired = await expireTheToken();
    await page.reload();
    // A real expiry reaches the service worker's copy too; the page hands it over as it starts.
    await expect.poll(() => deviceToken(page)).toBe(expired);

    const sentWith: string[] = [];
    page.on('request', (request) => {
      for (const change of changesIn(request))
        if (change.method === 'PATCH') sentWith.push(change.authorization);
    });
    await goOnline(context);
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    await page.getByRole('link', { name: 'Sign in again' }).waitFor();
    expect((await serverSchool(server, token, first._id)).contact).toBe(first.contact);
    expect(await syncStatus(page)).toBe('2 changes waiting');

    await signIn(page, DEMO.superAdmin);
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    expect((await serverSchool(server, token, first._id)).contact).toBe('Waited Through Expiry');
    expect((await serverSchool(server, token, second._id)).contact).toBe('Also Waited');
    const withNewToken = sentWith.filter((header) => header !== `Bearer ${expired}`);
    expect(withNewToken.length).toBeGreaterThanOrEqual(2);
  },
);

it('changes the server once when the answer to a change is lost on the way back', async () => {
  const { page, context, server } = e2e;
  const { token, schools } = demo;
  const school = schools[3]!;
  await openSchools(page, school.school_name);
  let lostOne = false;
  const keys: string[] = [];
  await context.route('**/api/schools/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lostOne) return route.continue();
    lostOne = true;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await editContact(page, school.school_name, 'Sent Twice Saved Once');
  await expect.poll(() => keys.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => syncStatus(page), { timeout: 30_000 }).toBe('All changes saved');
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  const onServer = await serverSchool(server, token, school._id);
  expect(onServer.contact).toBe('Sent Twice Saved Once');
  expect(onServer.version).toBe(school.version + 1);
});
