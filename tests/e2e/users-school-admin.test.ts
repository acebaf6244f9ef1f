/**
 * A super administrator creates a school administrator for school X through the screen and sends a
 * sign-in code; in a second browser that person signs in with a mailed code, lands on /schools/X and
 * reaches nothing else; once deactivated, their next request gets 401 and the app signs them out, saying why.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { browserFixture } from './browser-fixture';
import { DEMO, newContext, readCodeFromMail, readLatestMail } from './harness';
import { usersScreen } from './users-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const users = usersScreen(e2e);
const POLL = { timeout: 20_000 };

/** A GET of the API with the token the app keeps, answered as status and errorType. */
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token = (
      JSON.parse(localStorage.getItem('shala.session') ?? '{}') as { state?: { token?: string } }
    ).state?.token;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token ?? ''}` } });
    const body = (await response.json()) as { errorType?: string };
    return { status: response.status, errorType: body.errorType };
  }, path);

describe('a school administrator made through the Users screen', () => {
  it('signs in with a mailed code, lands on their school, reaches nothing else, and is signed out once deactivated', async () => {
    const { page, server, browser } = e2e;
    const [school, another] = [users.schools[0]!, users.schools[1]!];
    const email = 'sunita.jadhav@example.in';
    await users.open();
    await page.getByRole('button', { name: 'Add User' }).click();
    await users.fillForm({
      name: 'Sunita Jadhav',
      email,
      role: 'School Administrator',
      school: school.school_name,
    });
    await page.getByRole('button', { name: 'Save User' }).click();
    await expect.poll(async () => (await users.onServer(email))?.schoolId, POLL).toBe(school._id);

    await page.getByRole('button', { name: 'Send sign-in code to Sunita Jadhav' }).click();
    await page.getByText(`A sign-in code was sent to ${email}`).waitFor();
    const code = readCodeFromMail(await readLatestMail(server.dataDir, email));

    // The person, on their own browser: the code sign-in of /login, with the code the administrator sent.
    const theirs = await newContext(browser, server);
    try {
      const them = await theirs.newPage();
      await them.goto('/login');
      await them.getByRole('link', { name: 'Sign in with a one-time code' }).click();
      // The sign-in form has an Email field too: fill the code flow's, once it shows.
      await them.getByRole('heading', { name: 'Sign in with a one-time code' }).waitFor();
      await them.getByLabel('Email', { exact: true }).fill(email);
      await them.getByRole('button', { name: 'I already have a code' }).click();
      await them.getByLabel('Code', { exact: true }).fill(code);
      await them.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => new URL(them.url()).pathname).toBe(`/schools/${school._id}`);
      await them.getByRole('heading', { name: school.school_name }).first().waitFor();

      for (const path of [
        '/dashboard',
        '/users',
        '/devices',
        '/content',
        '/settings',
        '/schools',
        `/schools/${another._id}`,
      ]) {
        await them.goto(path);
        await expect.poll(() => new URL(them.url()).pathname).toBe(`/schools/${school._id}`);
      }
      expect(await apiGet(them, `/api/schools/${another._id}`)).toMatchObject({ status: 403 });
      expect(await apiGet(them, '/api/users')).toMatchObject({ status: 403 });
      expect((await apiGet(them, `/api/schools/${school._id}`)).status).toBe(200);
      await expect.poll(async () => (await users.onServer(email))?.lastSignInAt, POLL).not.toBeNull();

      // The super administrator deactivates them through the screen.
      await users.search(email);
      await page.getByRole('button', { name: 'Deactivate Sunita Jadhav' }).click();
      await page
        .getByRole('dialog', { name: 'Deactivate User' })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await expect.poll(async () => (await users.onServer(email))?.status, POLL).toBe('inactive');

      expect(await apiGet(them, `/api/schools/${school._id}`)).toEqual({
        status: 401,
        errorType: 'account_deactivated',
      });
      await them.reload();
      await them.waitForURL((url) => url.pathname === '/login');
      await them.getByText(AUTH_MESSAGES.accountDeactivated).waitFor();
    } finally {
      await theirs.close();
    }
  });
});
