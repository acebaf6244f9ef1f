/**
 * The setup most browser-test files share, as hooks: one server for the file, the worker's browser, a
 * fresh incognito profile and page for each test (no session or storage carried over), optionally
 * signed in. A test tagged `service-worker` (`it(name, { tags: ['service-worker'] }, …)`) gets a
 * profile where the app's service worker installs, to open screens offline (harness.ts `ProfileOptions`).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  type ChromiumBuild,
  launchBrowser,
  newContext,
  releaseBrowser,
  SERVICE_WORKER_TAG,
  signedInStorage,
  startServer,
  type TestServer,
} from './harness';

export interface BrowserFixtureOptions {
  /**
   * Every test starts with this demo user signed in, on a blank page: the test opens its first screen
   * (harness.ts `signedInStorage`). A test of signing in itself uses `signIn(page, …)`.
   */
  signInAs?: string;
  /** Chrome itself for a file that needs what the headless shell lacks (harness.ts `CHROMIUM`). */
  browser?: ChromiumBuild;
}

export interface BrowserFixture {
  readonly server: TestServer;
  readonly browser: Browser;
  /** This test's profile, closed after the test. */
  readonly context: BrowserContext;
  /** This test's page in `context`. */
  readonly page: Page;
}

/** Call at the top of a test file; read the fields inside hooks and tests. */
export function browserFixture(options: BrowserFixtureOptions = {}): BrowserFixture {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageMessages: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(options.browser)]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });
  beforeEach(async ({ task }) => {
    const storage = options.signInAs
      ? await signedInStorage(ready(server, 'server'), options.signInAs)
      : undefined;
    context = await newContext(ready(browser, 'browser'), ready(server, 'server'), {
      storageState: storage,
      serviceWorker: task.tags?.includes(SERVICE_WORKER_TAG),
    });
    page = await context.newPage();
    pageMessages = [];
    const heard = pageMessages;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        heard.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => heard.push(`uncaught: ${error.stack ?? error.message}`));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) console.error(await whereThePageWas(page, pageMessages));
    await context?.close();
  });

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}

/**
 * What the test's page showed when it failed: its address, its visible text, what its fields held and
 * the errors and warnings it logged, so a failure seen once (a flaky hunt, CI) says whether the screen
 * had moved on, reloaded, thrown or refused a form.
 */
async function whereThePageWas(page: Page, messages: readonly string[]): Promise<string> {
  if (page.isClosed()) return 'The page was closed when the test failed.';
  const shown = await page
    .evaluate(() => ({
      text: document.body.innerText,
      fields: [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')]
        .filter((field) => field.type !== 'hidden' && field.type !== 'file')
        .map((field) => `${field.labels?.[0]?.innerText ?? field.name}=${JSON.stringify(field.value)}`),
    }))
    .catch((error: unknown) => ({ text: `(could not read: ${String(error)})`, fields: [] }));
  return [
    `The page when the test failed: ${page.url()}`,
    shown.text.slice(0, 2000),
    `Its fields: ${shown.fields.join(', ') || 'none'}`,
    `What it logged: ${messages.length ? `\n${messages.join('\n')}` : 'nothing'}`,
  ].join('\n');
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined)
    throw new Error(`the browser fixture has no ${name} yet: read it in a hook or test`);
  return value;
}
