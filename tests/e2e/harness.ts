/**
 * Browser-test helpers: the real server on a free loopback port (a fresh data folder, a copy of the
 * embedded database the global setup seeded with demo data, the built PWA) and Debian's Chromium
 * driven by playwright-core.
 * Close what you start in afterAll: an open server keeps its database, a browser its processes.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { expect, inject, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/connection';
import { borrowDatabase } from '../support/database-pool';
import { loginWithPassword } from '../../server/modules/auth/auth-service';
import { SESSION_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../src/data/session/session-store';

/** What a new profile starts with: its cookies and each origin's localStorage. */
type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'] & object;

export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');
/**
 * Debian's two builds of Chromium: the headless shell, Chrome's engine without its browser around it,
 * which the browser tests drive (a third less CPU per test), and Chrome itself, for what only it has
 * (Background Sync, reporting the app installable) and for the benches, which measure what a person
 * meets.
 */
export const CHROMIUM = {
  shell: '/usr/bin/chromium-headless-shell',
  chrome: '/usr/bin/chromium',
} as const;
export type ChromiumBuild = keyof typeof CHROMIUM;

export const DEMO = {
  password: 'Shala@2026',
  superAdmin: 'admin@shala.demo',
  schoolAdmin: 'school@shala.demo',
} as const;

export interface TestServer {
  url: string;
  dataDir: string;
  app: FastifyInstance;
  /** Safe to call twice (a test may stop the server early). */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** A built PWA to serve; `dist/` by default. */
  distDir?: string;
  /** Extra environment for `loadConfig` (e.g. `PWA_API_ORIGINS`). */
  env?: Record<string, string>;
  /**
   * Keep the embedded database in the data folder as in production (for restart tests). By default
   * it lives in memory: opening a new PGlite folder costs several seconds more on this machine.
   */
  persistentDatabase?: boolean;
}

/**
 * The server's database, set to the seeded template when demo data is asked for: this worker's
 * embedded database in memory (tests/support/database-pool.ts), or a copy in `<dataDir>/db`, closed
 * again for the server to open as in production. Without a template (no global setup) the server
 * seeds the database itself.
 */
async function openTestDatabase(config: ServerConfig, persistent: boolean): Promise<Database | undefined> {
  const template = config.seedDemo ? inject('e2eSeededTemplate') : '';
  const load = async () => (template ? new Blob([new Uint8Array(await readFile(template))]) : undefined);
  if (!persistent) return borrowDatabase(template, load);
  const loadDataDir = await load();
  if (loadDataDir)
    await (await openDatabase({ dataDir: path.join(config.dataDir, 'db'), loadDataDir })).close();
  return undefined;
}

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? DIST_DIR,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const database = await openTestDatabase(config, options.persistentDatabase ?? false);
  const app = await buildApp(config, { database }).catch(async (error: unknown) => {
    await database?.close();
    throw error;
  });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // A browser's keep-alive connection that was busy when closing began would otherwise hold the
      // close for Fastify's 72 s keep-alive: a test's server goes at once, as a server gone does.
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    })();
    return closing;
  };
  await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const { port } = app.server.address() as AddressInfo;
  // 127.0.0.1 is a secure context, so the service worker registers without HTTPS.
  return { url: `http://127.0.0.1:${port}`, dataDir, app, close };
}

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chrome's address-bar popup is a web page of its own, made ready in a renderer for every window:
 * about a second of CPU per test profile, for a bar no test looks at.
 */
const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/**
 * Chrome keeps only the last `--disable-features` it is given, and Playwright gives its own list
 * first: ours has to carry Playwright's as well, read from the switches it starts a browser with.
 */
async function readLaunchOptions(build: ChromiumBuild): Promise<LaunchOptions> {
  const base = { executablePath: CHROMIUM[build], args: BASE_ARGS } satisfies LaunchOptions;
  const probe = await chromium.launchServer(base);
  const playwrights = probe.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES));
  await probe.close();
  const features = [
    ...(playwrights?.slice(DISABLE_FEATURES.length).split(',') ?? []),
    ...UNUSED_BROWSER_FEATURES,
  ];
  return {
    ...base,
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
    args: [...base.args, DISABLE_FEATURES + features.join(',')],
  };
}

const launchOptions = new Map<ChromiumBuild, Promise<LaunchOptions>>();
export function chromiumLaunchOptions(build: ChromiumBuild): Promise<LaunchOptions> {
  if (!launchOptions.has(build)) launchOptions.set(build, readLaunchOptions(build));
  return launchOptions.get(build)!;
}

const workerBrowsers = new Map<ChromiumBuild, Promise<Browser>>();

/**
 * The Chromium of this test worker, shared by the files it runs one after the other (a launch costs
 * about a second of CPU). Each test makes its own incognito profile in it; `releaseBrowser` closes what
 * a file left open, so no file sees another's pages.
 */
export async function launchBrowser(build: ChromiumBuild = 'shell'): Promise<Browser> {
  if (!workerBrowsers.has(build))
    workerBrowsers.set(
      build,
      chromiumLaunchOptions(build).then((options) => chromium.launch(options)),
    );
  const browser = await workerBrowsers.get(build)!;
  if (browser.isConnected()) return browser;
  workerBrowsers.delete(build);
  return launchBrowser(build);
}

/** Closes every profile a file opened in the worker's browser; the browser goes on for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export type ProfileOptions = Omit<BrowserContextOptions, 'baseURL' | 'serviceWorkers'> & {
  /**
   * The app's service worker installs, as in a person's browser: for a test that opens a screen offline
   * or looks at the worker. Off by default, since installing it downloads and stores the whole app, a
   * tenth of what a test's browser spends. Without it, a page that is already open still works offline,
   * and `waitForServiceWorker` fails at once instead of waiting out its timeout.
   */
  serviceWorker?: boolean;
};

/** The test tag that gives a browser fixture's profiles the service worker (browser-fixture.ts). */
export const SERVICE_WORKER_TAG = 'service-worker';

/** Profiles whose service worker may install: the ones `waitForServiceWorker` accepts. */
const profilesWithWorker = new WeakSet<BrowserContext>();

/** A fresh incognito profile whose relative `page.goto('/login')` goes to this server. */
export async function newContext(
  browser: Browser,
  server: TestServer,
  { serviceWorker = false, ...options }: ProfileOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    baseURL: server.url,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  if (serviceWorker) profilesWithWorker.add(context);
  return context;
}

/**
 * Chrome with an ordinary (not incognito) profile in a temp folder, for what Chrome refuses in
 * incognito, such as reporting the app installable. Closing the context ends that browser.
 */
export async function launchProfile(
  server: TestServer,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'shala-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    ...(await chromiumLaunchOptions('chrome')),
    baseURL: server.url,
  });
  profilesWithWorker.add(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The browser storage of a profile where `email` has signed in, as the sign-in page leaves it (the
 * session the app keeps in localStorage: src/data/session/session-store.ts): a test that only needs
 * someone signed in opens its first screen directly, as a person reopening the app does. The session
 * is made by the server's own sign-in, without the sign-in page's load and its rate limit.
 */
export async function signedInStorage(server: TestServer, email: string): Promise<StorageState> {
  const answer = await loginWithPassword(
    server.app,
    { email, password: DEMO.password, extended_token_expiry: false },
    { language: 'en', userAgent: 'e2e test' },
  );
  if (!('token' in answer)) throw new Error(`${email} has two-step sign-in: use signIn(page, …)`);
  const session = {
    user: answer.user,
    token: answer.token,
    role: answer.role,
    schoolId: answer.schoolId,
    isAuthenticated: true,
    sessionExpired: false,
  };
  return {
    cookies: [],
    origins: [
      {
        origin: server.url,
        localStorage: [
          { name: SESSION_STORAGE_KEY, value: JSON.stringify({ state: session, version: 0 }) },
          { name: TOKEN_STORAGE_KEY, value: answer.token },
        ],
      },
    ],
  };
}

/**
 * Waits until an async `condition` answers true in the page. `page.waitForFunction` would take the
 * promise such a condition returns for a true answer and stop waiting at once.
 */
export async function waitInPage(
  page: Page,
  condition: (arg: string) => Promise<boolean>,
  arg: string,
): Promise<void> {
  await expect.poll(() => page.evaluate(condition, arg)).toBe(true);
}

/**
 * Resolves once a service worker controls the page, i.e. the app shell is precached. Installing
 * downloads the whole app, which on a loaded machine takes longer than a page's usual wait.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  if (!profilesWithWorker.has(page.context()))
    throw new Error(
      "this profile blocks the app's service worker: make it with `serviceWorker: true` (harness.ts ProfileOptions)",
    );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });
}

const API_REQUESTS = '**/api/**';
const abortApi = (route: { abort(code: string): Promise<void> }) => route.abort('internetdisconnected');

/** No network for the whole profile, and every API request fails as it would on a dead link. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(API_REQUESTS, abortApi);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(API_REQUESTS, abortApi);
  await context.setOffline(false);
}

/**
 * The newest mail the server wrote to `<dataDir>/mail` for this address; waits up to `timeoutMs` for a
 * first one to appear. Mail that the server sends after its answer (send-otp): `mailAfterSendCode`.
 */
export async function readLatestMail(dataDir: string, to: string, timeoutMs = 5000): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  return vi.waitFor(
    async () => {
      // File names start with the ISO time they were written, so the name order is the time order.
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names
        .filter((file) => file.endsWith('.txt'))
        .sort()
        .reverse()) {
        const text = await readFile(path.join(folder, name), 'utf8');
        if (text.split('\n').some((line) => line.toLowerCase() === `to: ${to.toLowerCase()}`)) return text;
      }
      throw new Error(`no mail to ${to} in ${folder}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/**
 * Presses 'Send code' and answers the newest mail to `to` once send-otp has answered and the server has
 * sent the mail it queued after that answer.
 */
export async function mailAfterSendCode(page: Page, server: TestServer, to: string): Promise<string> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/auth/send-otp'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await answered;
  await server.app.mailQueue.idle();
  return readLatestMail(server.dataDir, to);
}

export function readCodeFromMail(mail: string): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail:\n${mail}`);
  return code;
}

/** What the app says of a change kept on the device while offline. */
export const SAVED_ON_DEVICE =
  'Saved on this device. It will be sent to the server when you are back online.';

/** What the app says of a change made online that the server has not answered within 5 s. */
export const SAVED_ON_DEVICE_SENDING =
  'Saved on this device. It will reach the server as soon as the connection allows.';

/**
 * Waits for the save message: online, the fixed success words (`accepted`) once the server took the
 * change, or that it is still on its way (a link that lost an answer); offline, that it waits on the device.
 */
export async function saidSaved(page: Page, accepted: string): Promise<void> {
  const online = await page.evaluate(() => navigator.onLine);
  const said = online
    ? page.getByText(accepted).or(page.getByText(SAVED_ON_DEVICE_SENDING))
    : page.getByText(SAVED_ON_DEVICE);
  await said.first().waitFor();
}
