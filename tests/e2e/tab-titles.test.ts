/** Issue: every route had the same tab title. Each screen of src/app/routes.tsx names itself. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
import { adminToken, serverSchools } from './schools-helpers';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let schoolId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const [school] = await serverSchools(server, await adminToken(server));
  schoolId = school!._id;
  context = await newContext(browser, server);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await server.close();
});

const waitForTitle = (title: string) =>
  page.waitForFunction((expected) => document.title === expected, `${title} · Shala Admin`);

describe('tab titles', () => {
  it('the sign-in page and every screen have their own', async () => {
    await page.goto('/login');
    await waitForTitle('Sign in');
    await signIn(page, DEMO.superAdmin);

    const screens: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/schools', 'Schools'],
      [`/schools/${schoolId}`, 'School Details'],
      [`/schools/${schoolId}/students`, 'Students'],
      [`/schools/${schoolId}/teachers`, 'Teachers'],
      [`/schools/${schoolId}/classes`, 'Classes'],
      [`/schools/${schoolId}/subjects`, 'Subjects'],
      [`/schools/${schoolId}/books`, 'Books'],
      ['/devices', 'VR Devices'],
      ['/devices/d1', 'VR Device Details'],
      ['/devices/d1/edit', 'Edit VR Device'],
      ['/users', 'Users'],
      ['/content', 'Content'],
      ['/content/c1', 'Content Details'],
      ['/settings', 'Settings'],
    ];
    const seen: string[] = [];
    for (const [path, title] of screens) {
      await page.goto(path);
      await waitForTitle(title);
      seen.push(await page.title());
    }
    expect(new Set(seen).size).toBe(screens.length);
  });
});
