/**
 * The service worker counts what it downloads: installing the app (its precache) adds to the device's
 * "App updates", beside what the page itself loaded.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, waitForServiceWorker } from './harness';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

/** The device's app bytes received so far, from its database. */
const appBytesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('traffic')) {
            open.result.close();
            resolve(0);
            return;
          }
          const request = open.result.transaction('traffic').objectStore('traffic').getAll();
          request.onsuccess = () => {
            open.result.close();
            const rows = request.result as Array<{ kind: string; received: number }>;
            resolve(rows.filter((row) => row.kind === 'app').reduce((sum, row) => sum + row.received, 0));
          };
        };
      }),
  );

/** What a context's own requests outside the API received, as it reports them. */
function appBytesSeen(): number {
  return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .filter((entry) => !new URL(entry.name).pathname.startsWith('/api/'))
    .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
}

it(
  'counts the app’s files the service worker downloads, beside the page’s own',
  { tags: ['service-worker'] },
  async () => {
    const { page, context } = e2e;
    await page.goto('/');
    await waitForServiceWorker(page);
    const worker = context.serviceWorkers()[0]!;
    // The worker's precache fetches what the page has not loaded (the rest comes from the HTTP cache).
    const workerOwn = await worker.evaluate(appBytesSeen);
    const pageOwn = await page.evaluate(appBytesSeen);
    expect(workerOwn).toBeGreaterThan(0);
    await expect
      .poll(() => appBytesOnDevice(page), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(Math.round((pageOwn + workerOwn) * 0.95));
    expect(await appBytesOnDevice(page)).toBeLessThanOrEqual(Math.round((pageOwn + workerOwn) * 1.05));
  },
);
