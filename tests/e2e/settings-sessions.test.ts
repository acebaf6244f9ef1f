/**
 * Session Management in a real browser: the person's signed-in devices with "This device" marked;
 * signing out one ends that device's session on its next request (it is sent to /login) and leaves the
 * others signed in.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, newContext, signIn } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signedInDevice(userAgent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(e2e.browser, e2e.server, { userAgent });
  const page = await context.newPage();
  await signIn(page, DEMO.superAdmin);
  return { context, page };
}

it('signs out one device from Settings: its next request goes to /login, the others stay signed in', async () => {
  const { page } = e2e;
  const windows = await signedInDevice(WINDOWS_UA);
  const android = await signedInDevice(ANDROID_UA);
  try {
    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Session Management' });
    await list.getByText('Chrome on Windows').waitFor();
    await list.getByText('Chrome on Android').waitFor();
    const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await mine.count()).toBe(1);
    expect(await mine.getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out Chrome on Windows' }).click();
    await page.getByText('That device has been signed out.').waitFor();
    await expect.poll(() => list.getByText('Chrome on Windows').count()).toBe(0);

    await windows.page.reload();
    await windows.page.waitForURL('**/login');
    await android.page.reload();
    await android.page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(android.page.url()).pathname).not.toBe('/login');
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
  } finally {
    await windows.context.close();
    await android.context.close();
  }
});
