/**
 * Issue 14: every screen, for both roles, in English, Marathi and Hindi, in light and dark mode, passes
 * axe-core with no serious or critical violation. One browser; one signed-in profile per role and
 * language, each screen checked in both themes without reloading (the app follows the system's colour
 * scheme as it changes).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, COLOUR_RULES, grouped, type Violation } from './axe-check';
import type { Language } from '../../src/domain/i18n/languages';
import { demoIds, lookForScreensIn, PUBLIC_SCREENS, ROLES, type DemoIds, type Screen } from './a11y-screens';
import { launchBrowser, newContext, signIn, startServer, type TestServer } from './harness';
import type { Browser } from 'playwright-core';

const LANGUAGES: Language[] = ['en', 'mr', 'hi'];
const THEMES = ['light', 'dark'] as const;

/**
 * The profile shows `language` from the next page loaded on: the choice this device keeps
 * (src/i18n/language.ts). Made once the page is on the app (signed in, or on the sign-in page).
 */
async function prepareLanguage(page: Page, language: Language): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.evaluate((chosen) => localStorage.setItem('shala.language', chosen), language);
}

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
async function check(page: Page, screen: Screen, language: Language): Promise<Violation[]> {
  // Each screen starts in light mode, and without transitions: a colour caught halfway through the
  // change of theme would read as poor contrast.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(screen.path(ids));
  await screen.ready(page).catch((error: unknown) => {
    throw new Error(`${screen.name} did not show: ${String(error)}`);
  });
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const found: Violation[] = [];
  for (const [index, theme] of THEMES.entries()) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
    // Names, roles and structure are the same in every theme: after the first, only colours are checked.
    const rules = index === 0 ? undefined : COLOUR_RULES;
    found.push(...(await blockingViolations(page, `${screen.name}, ${theme}, ${language}`, rules)));
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
        if (email) await signIn(page, email);
        await prepareLanguage(page, language);
      });
      afterAll(() => context?.close());

      it('every screen has no serious or critical axe violation', async () => {
        const found: Violation[] = [];
        lookForScreensIn(language);
        for (const screen of screens) found.push(...(await check(page, screen, language)));
        expect(grouped(found)).toEqual([]);
      }, 180_000);
    },
  );
});
