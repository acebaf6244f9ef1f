/**
 * Issue 14: every screen, for both roles, in light and dark mode, passes axe-core with no serious or
 * critical violation. One browser; one signed-in profile per role, each screen checked in both themes
 * without reloading (the app follows the system's colour scheme as it changes).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, COLOUR_RULES, grouped, type Violation } from './axe-check';
import { demoIds, PUBLIC_SCREENS, ROLES, type DemoIds, type Screen } from './a11y-screens';
import { launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
import type { Browser } from 'playwright-core';

/** The interface languages to check; the language work adds 'mr' and 'hi'. */
const LANGUAGES = ['en'] as const;
type Language = (typeof LANGUAGES)[number];
const THEMES = ['light', 'dark'] as const;

/**
 * Switches the page's profile to `language` before it signs in (English is the default: nothing to do
 * yet). The choice lives in localStorage['shala.language'] (src/i18n/language.ts) and in the account's
 * settings, which follow the person after sign-in.
 */
async function prepareLanguage(_page: Page, _language: Language): Promise<void> {}

let server: TestServer;
let browser: Browser;
let ids: DemoIds;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ids = await demoIds(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The screen's violations in each theme, the page loaded once. */
async function check(page: Page, screen: Screen): Promise<Violation[]> {
  await page.goto(screen.path(ids));
  await screen.ready(page).catch((error: unknown) => {
    throw new Error(`${screen.name} did not show: ${String(error)}`);
  });
  const found: Violation[] = [];
  for (const [index, theme] of THEMES.entries()) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
    // Names, roles and structure are the same in every theme: after the first, only colours are checked.
    const rules = index === 0 ? undefined : COLOUR_RULES;
    found.push(...(await blockingViolations(page, `${screen.name}, ${theme}`, rules)));
  }
  return found;
}

describe.each(LANGUAGES)('in %s', (language) => {
  describe.each([{ role: 'nobody signed in', email: '', screens: PUBLIC_SCREENS }, ...ROLES])(
    'as $role',
    ({ email, screens }) => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await newContext(browser, server);
        page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await prepareLanguage(page, language);
        if (email) await signIn(page, email);
      });
      afterAll(() => context?.close());

      it('every screen has no serious or critical axe violation, light and dark', async () => {
        const found: Violation[] = [];
        for (const screen of screens) found.push(...(await check(page, screen)));
        expect(grouped(found)).toEqual([]);
      }, 180_000);
    },
  );
});
