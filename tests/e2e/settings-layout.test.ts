/**
 * The Settings screen on a tablet, landscape and portrait, light and dark: nothing scrolls sideways.
 * It says where a change is only once there is one: "Saved to your account." after the server took it,
 * offline that it waits on this device; opening the screen says nothing of the kind.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { TABLET_SIZES } from './layout-checks';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

describe.each(TABLET_SIZES)('Settings on a $width × $height tablet', (size) => {
  it.each(['light', 'dark'] as const)('fits the screen in %s mode', async (scheme) => {
    const { page } = e2e;
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(size);
    await page.goto('/settings');
    await page.getByRole('listitem').filter({ hasText: 'This device' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const name of ['Email', 'Push', 'Two-Factor Authentication', 'Compact View']) {
      const box = await page.getByRole('switch', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
    }
  });

  it(
    'says where a change is only after one is made, and the truth of it',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const SAVED = 'Saved to your account.';
      const WAITING = 'Saved on this device. It reaches your account when the connection returns.';
      await page.setViewportSize(size);
      await page.goto('/settings');
      await page.getByRole('listitem').filter({ hasText: 'This device' }).waitFor();
      await waitForServiceWorker(page);
      expect(await page.getByText(SAVED).count()).toBe(0);

      const compact = page.getByRole('switch', { name: 'Compact View' });
      await compact.click();
      await page.getByText(SAVED).waitFor();
      await page.reload();
      await page.getByRole('listitem').filter({ hasText: 'This device' }).waitFor();
      expect(await page.getByText(SAVED).count()).toBe(0);

      await goOffline(context);
      await compact.click();
      await page.getByText(WAITING).waitFor();
      expect(await page.getByText(SAVED).count()).toBe(0);
      await goOnline(context);
      await page.getByText(SAVED).waitFor();
    },
  );
});
