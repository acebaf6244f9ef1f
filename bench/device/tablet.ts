/**
 * A village tablet in Chromium: 4× CPU slowdown and a 400 kbps / 400 ms link set through the DevTools
 * protocol on each page, the bytes each response brought counted as they arrive, and the moments the
 * benchmarks wait for read in the page's own clock (`performance.now()`, from the navigation's start).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { goOffline, goOnline, signIn } from '../../tests/e2e/harness';
import { DEMO_ADMIN } from './bench-server';

export const VILLAGE = { cpuSlowdown: 4, kbps: 400, latencyMs: 400 } as const;
export const VILLAGE_LABEL = `${VILLAGE.cpuSlowdown}× CPU slowdown, ${VILLAGE.kbps} kbps down and up, ${VILLAGE.latencyMs} ms latency`;
const WAIT_MS = 300_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The sign-in kept in localStorage only: a new profile opened with it is signed in on an empty device. */
export async function signedInState(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: url });
  try {
    await signIn(await context.newPage(), DEMO_ADMIN.email, DEMO_ADMIN.password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Chromium slows the CPU of pages only, not of service workers (the DevTools protocol refuses it for
 * workers), and with Background Sync the worker drains the outbox as soon as the link returns: a drain
 * timed so would run at full speed. Without Background Sync, as on browsers that lack it, the page
 * drains, at the tablet's speed, with the same code the worker runs.
 */
export async function withoutBackgroundSync(context: BrowserContext): Promise<void> {
  // As text: a function would reach the page as tsx compiled it, with a helper the page does not have.
  await context.addInitScript(
    "Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });",
  );
}

export interface Tablet {
  page: Page;
  cdp: CDPSession;
  /** Bytes received (as sent on the wire, headers included) by responses whose URL holds `part`. */
  bytes(...parts: string[]): number;
  /** Cuts the network (the context's and this page's), and brings it back with the village link. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  /** Requests sent whose method and URL (`PATCH http://…`) hold `part`. */
  requests(...parts: string[]): number;
  resetCounts(): void;
}

export interface TabletOptions {
  /** false: the CPU slowdown alone, on loopback. */
  villageLink?: boolean;
  /** Open the page with the network already cut (`goOffline` on its context first). */
  offline?: boolean;
}

/** A new page in `context` throttled as a village tablet. */
export async function tabletPage(
  context: BrowserContext,
  { villageLink = true, offline = false }: TabletOptions = {},
): Promise<Tablet> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  let received: Array<{ url: string; bytes: number }> = [];
  let sent: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    sent.push(`${event.request.method} ${event.request.url}`);
  });
  cdp.on('Network.loadingFinished', (event) => {
    received.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: VILLAGE.cpuSlowdown });
  // Playwright's own offline switch sets these conditions too: set again after it, on every change.
  const link = (cut: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: cut,
      latency: villageLink ? VILLAGE.latencyMs : 0,
      downloadThroughput: villageLink ? (VILLAGE.kbps * 1000) / 8 : -1,
      uploadThroughput: villageLink ? (VILLAGE.kbps * 1000) / 8 : -1,
    });
  await link(offline);
  return {
    page,
    cdp,
    async goOnline() {
      await goOnline(context);
      await link(false);
    },
    async goOffline() {
      await goOffline(context);
      await link(true);
    },
    bytes: (...parts) =>
      received
        .filter((r) => parts.every((part) => r.url.includes(part)))
        .reduce((sum, r) => sum + r.bytes, 0),
    requests: (...parts) => sent.filter((line) => parts.every((part) => line.includes(part))).length,
    resetCounts() {
      received = [];
      sent = [];
    },
  };
}

/** The page's clock when the Students table first shows a pupil's row, polled every frame. */
export async function studentRowsShownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('table th')].some((th) => th.textContent === 'Roll Number') &&
      document.querySelector('table tbody tr td')
        ? performance.now()
        : false,
    undefined,
    { polling: 'raf', timeout: WAIT_MS },
  );
  return (await handle.jsonValue()) as number;
}

/** The page's clock when the device's mirror of a school has been pulled to the end (after `after`, epoch ms). */
export async function schoolMirroredAt(page: Page, schoolId: string, after = 0): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const at = await page.evaluate(
      ({ scope, after }) =>
        new Promise<number | null>((resolve) => {
          const open = indexedDB.open('shala-admin');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('scopes')) return (database.close(), resolve(null));
            const get = database.transaction('scopes').objectStore('scopes').get(scope);
            get.onsuccess = () => {
              const state = get.result as { pulledAt?: number } | undefined;
              resolve((state?.pulledAt ?? 0) > after ? performance.now() : null);
            };
            get.onerror = () => resolve(null);
            database.close();
          };
        }),
      { scope: `school:${schoolId}`, after },
    );
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error(`school ${schoolId} not mirrored in ${WAIT_MS} ms`);
    await delay(50);
  }
}

/** The page's clock when its first request whose URL holds every part started (resource timing). */
export function firstRequestAt(page: Page, ...parts: string[]): Promise<number | null> {
  return page.evaluate(
    (parts) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => parts.every((part) => entry.name.includes(part)))?.startTime ?? null,
    parts,
  );
}

/** Pretends a school's mirror is past its freshness, so the next start pulls what changed since its cursor. */
export async function ageSchoolMirror(page: Page, schoolId: string): Promise<void> {
  await page.evaluate(
    (scope) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onsuccess = () => {
          const database = open.result;
          const store = database.transaction('scopes', 'readwrite').objectStore('scopes');
          const get = store.get(scope);
          get.onsuccess = () => {
            store.put({ ...(get.result as object), pulledAt: 1 });
            store.transaction.oncomplete = () => (database.close(), resolve());
          };
          get.onerror = () => reject(new Error('no scope row'));
        };
      }),
    `school:${schoolId}`,
  );
}

export const studentsPath = (schoolId: string) => `/schools/${schoolId}/students`;
