/**
 * Issue: a village connection drops for hours. Changes made offline survive a reload, reach the
 * server exactly once when the connection returns, and the header tells the truth throughout.
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
import {
  addSchool,
  adminToken,
  editContact,
  NEW_SCHOOL,
  openSchools,
  rowOf,
  searchSchools,
  serverSchools,
  syncStatus,
} from './schools-helpers';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await adminToken(server);
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

async function firstSchools() {
  const schools = await serverSchools(server, token);
  return schools.filter((school) => school.status === 'active');
}

describe('offline changes to schools', () => {
  it('keeps an offline add and edit through a reload and sends each exactly once when back online', async () => {
    const [, edited] = await firstSchools();
    await signIn(page, DEMO.superAdmin);
    await openSchools(page, edited!.school_name);
    await waitForServiceWorker(page);
    const before = await serverSchools(server, token);

    await goOffline(context);
    await addSchool(page);
    await editContact(page, edited!.school_name, 'Meena Kulkarni');
    await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');

    await page.reload();
    await searchSchools(page, 'Pimpalgaon');
    await expect.poll(() => rowOf(page, NEW_SCHOOL['School Name']).textContent()).toContain('Waiting to sync');
    await searchSchools(page, edited!.school_name);
    await expect.poll(() => rowOf(page, edited!.school_name).textContent()).toContain('Meena Kulkarni');
    await expect.poll(() => rowOf(page, edited!.school_name).textContent()).toContain('Waiting to sync');

    await goOnline(context);
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await expect.poll(() => rowOf(page, edited!.school_name).textContent()).not.toContain('Waiting to sync');

    const after = await serverSchools(server, token);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((school) => school.school_name === NEW_SCHOOL['School Name'])).toHaveLength(1);
    const editedNow = after.find((school) => school._id === edited!._id)!;
    expect(editedNow.contact).toBe('Meena Kulkarni');
    expect(editedNow.version).toBe(edited!.version + 1);
  });
});
