/** Toasts as a person meets them: a success takes away the error it answers, and no toast covers the header. */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { TABLET_SIZES } from './layout-checks';

const e2e = browserFixture();

const WRONG = 'Invalid email or password';
const WELCOME = 'Login successful. Welcome back!';

it.each(TABLET_SIZES)(
  'a right password after a wrong one: the welcome replaces the error, below the header, at $width × $height',
  async (size) => {
    const { page } = e2e;
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.superAdmin);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toasts = page.locator('.Toastify');
    await toasts.getByText(WRONG).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const welcome = toasts.locator('.Toastify__toast').filter({ hasText: WELCOME });
    await welcome.waitFor();
    // Leaving at once (its exit under way), not after its own four seconds.
    const errorStaying = toasts.locator('.Toastify__toast--error:not([class*="exit"])');
    await expect.poll(() => errorStaying.count(), { timeout: 1000 }).toBe(0);

    const header = (await page.locator('.app-header').boundingBox())!;
    const shown = (await welcome.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
  },
);
