/**
 * The usual frame of a browser test file: one server and one browser for the file, and (withPage) one
 * fresh profile and page, all closed after the file. The returned object is filled in by beforeAll.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext, startServer, type TestServer } from './harness';

export interface ServerAndBrowser {
  server: TestServer;
  browser: Browser;
}

export interface ServerAndPage extends ServerAndBrowser {
  context: BrowserContext;
  page: Page;
}

export function withServerAndBrowser(): ServerAndBrowser {
  const frame = {} as ServerAndBrowser;
  beforeAll(async () => {
    [frame.server, frame.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await frame.browser?.close();
    await frame.server?.close();
  });
  return frame;
}

export function withPage(): ServerAndPage {
  const frame = withServerAndBrowser() as ServerAndPage;
  beforeAll(async () => {
    frame.context = await newContext(frame.browser, frame.server);
    frame.page = await frame.context.newPage();
  });
  afterAll(() => frame.context?.close());
  return frame;
}
