/**
 * Issue: a school never opened on this device, opened offline, showed its header with real counts and
 * then "No classes yet". It must say plainly that this school's data is not on this device yet.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ON_DEVICE_TEXTS } from '../../src/ui/not-on-device-notice';
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

const card = (label: string) =>
  page.locator('.school-stats__card').filter({ has: page.getByText(label, { exact: true }) });

describe('a school never opened on this device, opened offline', () => {
  it("keeps its header and real counts, and says its data is not on this device instead of 'No classes yet'", async () => {
    const [school] = await serverSchools(server, await adminToken(server));
    await signIn(page, DEMO.superAdmin);
    await openSchools(page, school!.school_name);
    await waitForServiceWorker(page);

    await goOffline(context);
    await page.getByRole('link', { name: school!.school_name }).first().click();
    await page.getByText(NOT_ON_DEVICE_TEXTS.title).waitFor();

    expect(await page.getByRole('heading', { level: 2, name: school!.school_name }).isVisible()).toBe(true);
    expect(await card('Total Students').locator('dd').textContent()).toBe(String(school!.studentCount));
    expect(await page.getByText(NOT_ON_DEVICE_TEXTS.hint).isVisible()).toBe(true);
    expect(await page.getByText('No classes yet').count()).toBe(0);
    expect(await page.getByText('Select a class to view details').count()).toBe(0);
  });
});
