/**
 * Every screen, signed out and for both roles, in one language, passes axe-core with no serious or
 * critical violation; in English in light and dark mode (`passesFor`). One signed-in profile per role,
 * each screen checked in both themes without reloading (the app follows the system's colour scheme as
 * it changes). Each language is its own test file (`accessibility-<language>.test.ts`), so the two
 * workers share the work.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, COLOUR_RULES, grouped, type RuleChoice, type Violation } from './axe-check';
import type { Language } from '../../src/domain/i18n/languages';
import { demoIds, PUBLIC_SCREENS, ROLES, type DemoIds, type Screen } from './a11y-screens';
import { launchBrowser, newContext, releaseBrowser, signIn, startServer, type TestServer } from './harness';
import { openScreen, routesInTurn } from './open-screen';
import type { Browser } from 'playwright-core';

type Theme = 'light' | 'dark';

/**
 * The profile shows `language` from the next page loaded on: the choice this device keeps
 * (src/i18n/language.ts). Made once the page is on the app (signed in, or on the sign-in page).
 */
async function prepareLanguage(page: Page, language: Language): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.evaluate((chosen) => localStorage.setItem('shala.language', chosen), language);
}

/**
 * What each pass over a screen checks. Colours do not change with the language (no style depends on
 * it), so they are checked in English, in both themes; names, roles and structure in every language,
 * which needs one theme only.
 */
function passesFor(language: Language): Array<{ theme: Theme; rules: RuleChoice }> {
  if (language !== 'en') return [{ theme: 'light', rules: { but: COLOUR_RULES } }];
  return [
    { theme: 'light', rules: undefined },
    { theme: 'dark', rules: { only: COLOUR_RULES } },
  ];
}

/** The screen's violations in each pass, the page loaded once. */
async function check(page: Page, screen: Screen, language: Language, ids: DemoIds): Promise<Violation[]> {
  // Each screen starts in light mode, and without transitions: a colour caught halfway through the
  // change of theme would read as poor contrast.
  await page.emulateMedia({ colorScheme: 'light' });
  await openScreen(page, screen.path(ids));
  await screen.ready(page, language).catch((error: unknown) => {
    throw new Error(`${screen.name} did not show: ${String(error)}`);
  });
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const found: Violation[] = [];
  for (const { theme, rules } of passesFor(language)) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
    found.push(...(await blockingViolations(page, `${screen.name}, ${theme}, ${language}`, rules)));
  }
  return found;
}

/** The file's tests: call at the top of `accessibility-<language>.test.ts`. */
export function axeEveryScreenIn(language: Language): void {
  let server: TestServer;
  let browser: Browser;
  let ids: DemoIds;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ids = await demoIds(server);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

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
        for (const screen of routesInTurn(screens, (each) => each.path(ids)))
          found.push(...(await check(page, screen, language, ids)));
        expect(grouped(found)).toEqual([]);
      }, 180_000);
    },
  );
}
