/** With no page open, the service worker sends waiting changes when Background Sync wakes it. */
import { expect, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from '../../src/data/sync/sync-tags';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker, waitInPage } from './harness';
import { adminToken, editContact, openSchools, serverSchool, serverSchools } from './schools-helpers';

// The headless shell has no Background Sync.
const e2e = browserFixture({ signInAs: DEMO.superAdmin, browser: 'chrome' });

it(
  'drains the outbox from the service worker after the last page was closed',
  { tags: ['service-worker'] },
  async () => {
    const { page, context, server } = e2e;
    const token = await adminToken(server);
    const school = (await serverSchools(server, token))[1]!;
    await openSchools(page, school.school_name);
    await waitForServiceWorker(page);

    await goOffline(context);
    await editContact(page, school.school_name, 'Sent By The Worker');
    // The page asks for the wake-up right after saving; a page closed before that has asked for nothing.
    await waitInPage(
      page,
      async (tag) => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return (await registration.sync.getTags()).includes(tag);
      },
      OUTBOX_SYNC_TAG,
    );
    await page.close();
    expect(context.pages()).toHaveLength(0);

    await goOnline(context);
    await expect
      .poll(async () => (await serverSchool(server, token, school._id)).contact, { timeout: 45_000 })
      .toBe('Sent By The Worker');
    await context.close();
  },
);
