/** Signing in the way a person does: each demo user lands on their role's route with their menu only. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, mailAfterSendCode, readCodeFromMail, signIn } from './harness';

const e2e = browserFixture();

const menuEntries = (p: Page) =>
  p.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();

describe('password sign-in', () => {
  it('takes the super administrator to /dashboard with every menu entry', async () => {
    const { page } = e2e;
    await signIn(page, DEMO.superAdmin);
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => menuEntries(page))
      .toEqual([
        'Dashboard',
        'School Management',
        'Device Management',
        'User Management',
        'Content Management',
        'Settings',
      ]);
    await page.getByText('Login successful. Welcome back!').waitFor();
  });

  it('takes the school administrator to their school with School Management only, and guards super-admin routes', async () => {
    const { page, server } = e2e;
    await signIn(page, DEMO.schoolAdmin);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.schoolAdmin, password: DEMO.password },
    });
    const { schoolId } = answer.json<{ schoolId: string }>();
    await page.waitForURL(`**/schools/${schoolId}`);
    await expect.poll(() => menuEntries(page)).toEqual(['School Management']);
    await page.goto('/dashboard');
    await page.waitForURL(`**/schools/${schoolId}`);
    await page.goto('/devices');
    await page.waitForURL(`**/schools/${schoolId}`);
  });

  it('shows the server message in the red box and a toast for a wrong password, and clears it on edit', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.superAdmin);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const redBox = page.locator('.message-box--error');
    await expect.poll(() => redBox.textContent()).toBe('Invalid email or password');
    await page.locator('.Toastify').getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('something else');
    await expect.poll(() => redBox.count()).toBe(0);
    expect(page.url()).toContain('/login');
  });

  it('says clearly when the e-mail is malformed, with no request sent', async () => {
    const { page } = e2e;
    await page.goto('/login');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) sent = true;
    });
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(sent).toBe(false);
  });

  it('locks after too many tries with a clear message, never a server error', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('nobody-here@shala.demo');
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/auth/login')) statuses.push(response.status());
    });
    for (let attempt = 0; attempt < 11; attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`guess-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => statuses.length).toBe(attempt + 1);
    }
    await page.getByText('Too many attempts. Please wait a few minutes and try again.').first().waitFor();
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('logs out back to the sign-in page, and /login sends a signed-in person home', async () => {
    const { page } = e2e;
    await signIn(page, DEMO.superAdmin);
    await page.waitForURL('**/dashboard');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/schools');
    await page.waitForURL('**/login');
  });
});

describe('one-time codes', () => {
  it('signs in with the code from the mail the server wrote', async () => {
    const { page, server } = e2e;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    // The sign-in form has an Email field too: fill the code flow's, once it shows.
    await page.getByRole('heading', { name: 'Sign in with a one-time code' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.superAdmin);
    const code = readCodeFromMail(await mailAfterSendCode(page, server, DEMO.superAdmin));
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('resets a forgotten password with a code and signs in with the new one', async () => {
    const { page, server } = e2e;
    const email = 'forgetful@shala.demo';
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'old-password-1', name: 'Forgetful Head' },
    });
    expect(registered.statusCode).toBe(202);
    // The account, and the mail with its sign-in code, come after the answer.
    await server.app.mailQueue.idle();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const mail = await mailAfterSendCode(page, server, email);
    expect(mail).toContain('Reset your Shala Admin password');
    const code = readCodeFromMail(mail);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname !== '/login' || url.search === '');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'new-password-2' },
    });
    expect(login.statusCode).toBe(200);
  });
});
