/** Issue: every route had the same tab title. Each screen of src/app/routes.tsx names itself. */
import { describe, expect, it } from 'vitest';
import { SCREEN_TITLES } from '../support/screen-titles';
import { browserFixture } from './browser-fixture';
import { DEMO, signIn } from './harness';
import { adminToken, serverSchools } from './schools-helpers';

const frame = browserFixture();

const waitForTitle = (title: string) =>
  frame.page.waitForFunction((expected) => document.title === expected, `${title} · Shala Admin`);

describe('tab titles', () => {
  it('the sign-in page and every screen have their own', async () => {
    const { server, page } = frame;
    const [school] = await serverSchools(server, await adminToken(server));
    await page.goto('/login');
    await waitForTitle('Sign in');
    await signIn(page, DEMO.superAdmin);

    const screens = SCREEN_TITLES(school!._id);
    const seen: string[] = [];
    for (const [path, title] of screens) {
      await page.goto(path);
      await waitForTitle(title);
      seen.push(await page.title());
    }
    expect(new Set(seen).size).toBe(screens.length);
  });
});
