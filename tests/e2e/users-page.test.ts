/**
 * The User Management screen in a real browser against the real server: the accounts with their role,
 * school, status and last sign-in, the cards, the search, and users created, edited, deactivated and
 * reactivated through the screen.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { emailBreaks, horizontalExtent, scrollWidths, TABLET_SIZES } from './layout-checks';
import { usersScreen } from './users-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const users = usersScreen(e2e);
const POLL = { timeout: 20_000 };

describe('the User Management screen', () => {
  it('lists the accounts with role labels, schools and last sign-in, counts and searches them', async () => {
    const { page } = e2e;
    await users.open();
    const me = users.rowOf(DEMO.superAdmin);
    await expect.poll(() => me.textContent()).toContain('Super Administrator');
    expect(await me.textContent()).toContain('(You)');
    expect(await me.textContent()).not.toContain('Never');
    const schoolAdmin = users.rowOf(DEMO.schoolAdmin);
    expect(await schoolAdmin.textContent()).toContain('School Administrator');
    const server = await users.onServer(DEMO.schoolAdmin);
    expect(await schoolAdmin.textContent()).toContain(server!.school_name!);
    await expect
      .poll(users.counts)
      .toMatch(/Total Users\d+Active Users\d+Administrators\d+Inactive Users\d+/);

    await users.search(server!.school_name!.toUpperCase());
    await expect.poll(() => schoolAdmin.count()).toBe(1);
    expect(await users.rowOf(DEMO.superAdmin).count()).toBe(0);
    await users.search('no-account-like-this');
    await page.getByText('No users found').waitFor();
  });

  it('creates, edits, deactivates and reactivates a user through the screen, and the server has each change', async () => {
    const { page } = e2e;
    const school = users.schools[1]!;
    const other = users.schools[2]!;
    const email = 'meera.kulkarni@example.in';
    await users.open();
    const before = await users.counts();

    await page.getByRole('button', { name: 'Add User' }).click();
    await users.fillForm({ name: 'Meera Kulkarni', email, role: 'School Administrator' });
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.getByText('A school administrator needs a school').waitFor();
    await users.fillForm({ school: school.school_name });
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.getByText('User created successfully!').first().waitFor();
    const row = users.rowOf(email);
    await expect.poll(() => row.textContent()).toContain(school.school_name);
    expect(await row.textContent()).toContain('Never');
    await expect.poll(async () => (await users.onServer(email))?.schoolId, POLL).toBe(school._id);
    expect(await users.counts()).not.toBe(before);

    await page.getByRole('button', { name: 'Edit Meera Kulkarni' }).click();
    await users.fillForm({ name: 'Meera Deshpande', school: other.school_name });
    await page.getByRole('button', { name: 'Update User' }).click();
    await page.getByText('User edited successfully!').first().waitFor();
    await expect.poll(async () => (await users.onServer(email))?.name, POLL).toBe('Meera Deshpande');
    expect((await users.onServer(email))?.schoolId).toBe(other._id);
    await expect.poll(() => row.textContent()).toContain(other.school_name);

    await page.getByRole('button', { name: 'Deactivate Meera Deshpande' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate User' });
    await dialog.getByText('Deactivate Meera Deshpande? They are signed out everywhere').waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivated').first().waitFor();
    await expect.poll(async () => (await users.onServer(email))?.status, POLL).toBe('inactive');
    await expect.poll(() => row.locator('.schools-badge').textContent()).toBe('Inactive');
    expect(await row.getByRole('button', { name: /Send sign-in code/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Reactivate Meera Deshpande' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate User' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await page.getByText('User reactivated').first().waitFor();
    await expect.poll(async () => (await users.onServer(email))?.status, POLL).toBe('active');
    await expect.poll(() => row.locator('.schools-badge').textContent()).toBe('Active');
  });

  it('offers no Deactivate on the signed-in account and keeps its role', async () => {
    const { page } = e2e;
    await users.open();
    const me = users.rowOf(DEMO.superAdmin);
    await expect.poll(() => me.count()).toBe(1);
    expect(await me.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
    await me.getByRole('button', { name: /^Edit/ }).click();
    expect(await page.getByLabel('Role', { exact: true }).isDisabled()).toBe(true);
  });

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: every action inside the screen, no sideways scroll, e-mails unbroken',
    async (size) => {
      const { page } = e2e;
      await page.setViewportSize(size);
      await users.open();
      await users.rowOf(DEMO.schoolAdmin).waitFor();
      const widths = await scrollWidths(page);
      expect(widths.table.scrollWidth).toBeLessThanOrEqual(widths.table.clientWidth);
      expect(widths.page.scrollWidth).toBeLessThanOrEqual(widths.page.clientWidth);
      const row = users.rowOf(DEMO.schoolAdmin);
      for (const locator of [
        page.getByRole('button', { name: 'Add User' }),
        page.getByRole('columnheader', { name: 'Status' }),
        row.getByRole('button', { name: /^Edit / }),
        row.getByRole('button', { name: /^Deactivate / }),
        row.getByRole('button', { name: /^Send sign-in code/ }),
      ]) {
        const { left, right } = await horizontalExtent(locator);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(size.width);
      }
      const breaks = await emailBreaks(page);
      expect(breaks.checked).toBeGreaterThan(0);
      expect(breaks.midWord).toEqual([]);
    },
  );
});
