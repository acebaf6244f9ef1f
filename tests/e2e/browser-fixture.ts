/**
 * The setup most browser-test files share, as hooks: one server for the file, the worker's browser, a
 * fresh incognito profile and page for each test (no session or storage carried over), optionally
 * signed in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newContext, releaseBrowser, signIn, startServer, type TestServer } from './harness';

export interface BrowserFixtureOptions {
  /** Signs this demo user in at the start of every test. */
  signInAs?: string;
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

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });
  beforeEach(async () => {
    context = await newContext(ready(browser, 'browser'), ready(server, 'server'));
    page = await context.newPage();
    if (options.signInAs) await signIn(page, options.signInAs);
  });
  afterEach(() => context?.close());

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

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined)
    throw new Error(`the browser fixture has no ${name} yet: read it in a hook or test`);
  return value;
}
