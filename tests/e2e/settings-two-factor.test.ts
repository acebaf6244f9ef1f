/**
 * Two-factor sign-in in a real browser: turned on in Settings, the password alone no longer signs in;
 * a wrong code is refused; the mailed code signs in.
 */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, newContext, readCodeFromMail, readLatestMail } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

it('asks for the mailed code after the password, refuses a wrong one and signs in with the right one', async () => {
  const { page, browser, server } = e2e;
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Two-Factor Authentication' }).check();
  await page.getByText('Saved to your account.').waitFor();

  const other = await newContext(browser, server);
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('Email', { exact: true }).fill(DEMO.superAdmin);
    await second.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await second.getByRole('button', { name: 'Sign in' }).click();

    await second.getByText('Your password is correct. We e-mailed you a 6-digit code').waitFor();
    expect(new URL(second.url()).pathname).toBe('/login');
    expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const code = readCodeFromMail(await readLatestMail(server.dataDir, DEMO.superAdmin));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await second.getByLabel('Code', { exact: true }).fill(wrong);
    await second.getByRole('button', { name: 'Verify code' }).click();
    await second.locator('form').getByRole('alert').getByText('Invalid or expired code').waitFor();
    expect(new URL(second.url()).pathname).toBe('/login');

    await second.getByLabel('Code', { exact: true }).fill(code);
    await second.getByRole('button', { name: 'Verify code' }).click();
    await second.waitForURL('**/dashboard');
  } finally {
    await other.close();
  }
});
