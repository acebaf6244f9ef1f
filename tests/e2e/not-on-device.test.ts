/** A school never opened on this device, opened offline: its pages say its data is not here yet. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  goOffline,
  launchBrowser,
  newContext,
  signIn,
  startServer,
  waitForServiceWorker,
  type TestServer,
} from './harness';
import { adminToken, openSchools, serverSchools } from './schools-helpers';

const NOT_ON_DEVICE =
  "This school's data is not on this device yet. Connect to the internet once to download it.";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await newContext(browser, server);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await server.close();
});

describe('a school never opened on this device, offline', () => {
  it('says so on its Students and Teachers pages instead of offering to add to an empty list', async () => {
    const [school] = await serverSchools(server, await adminToken(server));
    await signIn(page, DEMO.superAdmin);
    await openSchools(page, school!.school_name);
    await waitForServiceWorker(page);
    await goOffline(context);

    for (const [area, heading] of [
      ['students', 'Student Management'],
      ['teachers', 'Teacher Management'],
    ] as const) {
      await page.goto(`/schools/${school!._id}/${area}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByText(NOT_ON_DEVICE).waitFor();
      expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
      expect(await page.getByText(/^No (students|teachers) found$/).count()).toBe(0);
    }
  });
});
