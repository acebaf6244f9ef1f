/** Changes the server does not simply take: conflicts are shown to a person, refusals can be discarded. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, goOffline, goOnline, launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
import {
  adminToken,
  editContact,
  openSchools,
  patchOnServer,
  rowOf,
  searchSchools,
  serverSchool,
  serverSchools,
  syncStatus,
  tamperOutbox,
  type SchoolRow,
} from './schools-helpers';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let schools: SchoolRow[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await adminToken(server);
  schools = await serverSchools(server, token);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});
beforeEach(async () => {
  context = await newContext(browser, server);
  page = await context.newPage();
  await signIn(page, DEMO.superAdmin);
});
afterEach(() => context.close());

async function showContact(school: SchoolRow) {
  await searchSchools(page, school.school_name);
  return rowOf(page, school.school_name).textContent();
}

async function conflictOn(school: SchoolRow, mine: string, theirs: string) {
  await openSchools(page, school.school_name);
  await goOffline(context);
  await editContact(page, school.school_name, mine);
  await patchOnServer(server, token, school._id, { contact: theirs });
  await goOnline(context);
  await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
  await page.getByTestId('sync-status').click();
  const panel = page.getByRole('dialog', { name: 'Pending changes' });
  await panel.getByText('Changed on the server meanwhile').waitFor();
  const differing = panel.getByRole('row').filter({ hasText: 'contact' });
  expect(await differing.getByRole('cell').allTextContents()).toEqual([mine, theirs]);
  return panel;
}

describe('a conflict', () => {
  it('"Keep mine" ends with the server and the tablet both holding the tablet\'s version', async () => {
    const school = schools[1]!;
    const panel = await conflictOn(school, 'Tablet Contact', 'Office Contact');
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect((await serverSchool(server, token, school._id)).contact).toBe('Tablet Contact');
    await expect.poll(() => showContact(school)).toContain('Tablet Contact');
  });

  it('"Use server\'s" ends with the tablet showing the server\'s version', async () => {
    const school = schools[2]!;
    const panel = await conflictOn(school, 'Tablet Again', 'Office Again');
    await panel.getByRole('button', { name: "Use server's" }).click();
    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    expect((await serverSchool(server, token, school._id)).contact).toBe('Office Again');
    await expect.poll(() => showContact(school)).toContain('Office Again');
  });
});

describe('a change the server refuses', () => {
  it("shows the server's message, does not hold back later changes, and discarding restores the record", async () => {
    const [refused, later] = [schools[3]!, schools[4]!];
    await openSchools(page, refused.school_name);
    await goOffline(context);
    await editContact(page, refused.school_name, 'Refused Contact');
    await tamperOutbox(page, 'pincode', '012345');
    await editContact(page, later.school_name, 'Later Contact');
    await goOnline(context);

    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
    await expect.poll(async () => (await serverSchool(server, token, later._id)).contact).toBe('Later Contact');
    await page.getByTestId('sync-status').click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    await panel.getByText('Please enter a valid 6-digit PIN code').waitFor();

    await panel.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => showContact(refused)).toContain(refused.contact);
    const onServer = await serverSchool(server, token, refused._id);
    expect([onServer.contact, onServer.pincode, onServer.version]).toEqual([refused.contact, refused.pincode, refused.version]);
  });
});
