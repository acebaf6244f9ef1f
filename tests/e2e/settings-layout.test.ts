/** The Settings screen on a tablet, landscape and portrait, light and dark: nothing scrolls sideways. */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
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
});
