/** With no page open, the service worker sends waiting changes when Background Sync wakes it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, goOffline, goOnline, launchBrowser, newContext, signIn, startServer, waitForServiceWorker, type TestServer } from './harness';
import { adminToken, editContact, openSchools, serverSchool, serverSchools } from './schools-helpers';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

it('drains the outbox from the service worker after the last page was closed', async () => {
  const token = await adminToken(server);
  const school = (await serverSchools(server, token))[1]!;
  const context = await newContext(browser, server);
  const page = await context.newPage();
  await signIn(page, DEMO.superAdmin);
  await openSchools(page, school.school_name);
  await waitForServiceWorker(page);

  await goOffline(context);
  await editContact(page, school.school_name, 'Sent By The Worker');
  await page.close();
  expect(context.pages()).toHaveLength(0);

  await goOnline(context);
  await expect.poll(async () => (await serverSchool(server, token, school._id)).contact, { timeout: 30_000 }).toBe(
    'Sent By The Worker',
  );
  await context.close();
});
