/**
 * The header: the signed-in person's real name and role label; the bell counts the changes needing
 * attention and opens only those, while the sync status opens every pending change.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, newContext, signIn, type TestServer } from './harness';
import { demoSchools, editContact, openSchools, syncStatus, tamperOutbox } from './schools-helpers';

const e2e = browserFixture();
const demo = demoSchools(e2e);

/** The name the server holds for a demo account. */
async function nameOf(server: TestServer, email: string): Promise<string> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO.password },
  });
  return answer.json<{ user: { name: string } }>().user.name;
}

const header = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });

describe('the header', () => {
  it("shows the signed-in person's real name and role label", async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, DEMO.superAdmin);
    const superName = await nameOf(server, DEMO.superAdmin);
    await header(page).getByText(superName, { exact: true }).waitFor();
    await header(page).getByText('Super Administrator', { exact: true }).waitFor();

    // The school administrator on a second tablet.
    const other = await newContext(e2e.browser, server);
    try {
      const second = await other.newPage();
      await second.setViewportSize({ width: 1024, height: 768 });
      await signIn(second, DEMO.schoolAdmin);
      const schoolName = await nameOf(server, DEMO.schoolAdmin);
      expect(schoolName).not.toBe(superName);
      await header(second).getByText(schoolName, { exact: true }).waitFor();
      await header(second).getByText('School Administrator', { exact: true }).waitFor();
      expect(await header(second).getByText('Super Administrator').count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('counts a change refused after going back online on the bell, which lists it apart from the rest', async () => {
    const { page, context } = e2e;
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, DEMO.superAdmin);
    const [refused, accepted] = [demo.schools[1]!, demo.schools[2]!];
    await openSchools(page, refused.school_name);

    await bell(page).click();
    const empty = page.getByRole('dialog', { name: 'Needs your attention' });
    await empty.getByText('Nothing needs your attention').waitFor();
    await empty.getByRole('button', { name: 'Close' }).click();

    await goOffline(context);
    await editContact(page, refused.school_name, 'Refused Contact');
    await tamperOutbox(page, 'pincode', '012345');
    await editContact(page, accepted.school_name, 'Accepted Contact');
    // Offline, both wait: nothing needs attention yet.
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    await goOnline(context);

    await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications: 1 need attention');
    expect(await bell(page).textContent()).toBe('1');

    await bell(page).click();
    const attention = page.getByRole('dialog', { name: 'Needs your attention' });
    await attention.getByText('Please enter a valid 6-digit PIN code').waitFor();
    // One change, the refused one: the accepted one is on the server, and never listed here.
    const items = attention.locator('[data-status]');
    expect(await items.evaluateAll((found) => found.map((item) => item.getAttribute('data-status')))).toEqual(
      ['failed'],
    );
    await attention.getByText('Not accepted by the server').waitFor();

    await attention.getByRole('button', { name: 'Discard' }).click();
    await attention.getByText('Nothing needs your attention').waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    await attention.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('sync-status').click();
    await page
      .getByRole('dialog', { name: 'Pending changes' })
      .getByText('All changes are saved on the server.')
      .waitFor();
  });
});
