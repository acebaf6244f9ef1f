/**
 * A school administrator deactivated from another session while a change of theirs waits on the tablet:
 * once the server refuses their session for it, the tablet says so in the language chosen there, and
 * its database forgets the school's records and the unsent change, which never reaches the server.
 * (An expired session keeps its unsent changes and sends them after signing in again: sync-resume.)
 */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { browserFixture } from './browser-fixture';
import { textIn } from './catalog-text';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { demoSchoolApi, showFirstPupil, type PupilRow } from './server-api';
import { storedOnTablet } from './tablet-storage';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const demo = demoSchoolApi(e2e);
const { api } = demo;

describe('a school administrator deactivated while signed in on a tablet', () => {
  it(
    'is told so in Marathi, and the tablet forgets the school and the unsent change',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const pupil = await showFirstPupil(page, api, demo.schoolId);
      await waitForServiceWorker(page);

      await goOffline(context);
      await page.getByRole('button', { name: `Edit ${pupil.student_name}` }).click();
      await page.getByLabel('Student Name', { exact: true }).fill('Never Sent');
      await page.getByRole('button', { name: 'Update Student' }).click();
      await page.getByText(SAVED_ON_DEVICE).first().waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');
      await page.getByRole('heading', { name: textIn('mr', 'Student Management') }).waitFor();
      const before = (await storedOnTablet(page))['shala-admin']!;
      expect(before.students!.length).toBeGreaterThan(0);
      expect(before.outbox).toHaveLength(1);

      const [account] = await api<Array<{ _id: string }>>('GET', `/api/users?search=${DEMO.schoolAdmin}`);
      await api('PATCH', `/api/users/${account!._id}`, { status: 'inactive' });
      await goOnline(context);

      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText(textIn('mr', AUTH_MESSAGES.accountDeactivated)).waitFor();
      const after = (await storedOnTablet(page))['shala-admin']!;
      const { meta, traffic, ...records } = after;
      const left = Object.entries(records).filter(([, rows]) => rows.length > 0);
      expect(left.map(([table]) => table)).toEqual([]);
      // The tablet's data-pack counts stay (docs/data-pack.md): days, kinds and bytes, nothing of the person.
      for (const row of traffic ?? [])
        expect(Object.keys(row as object).sort()).toEqual(['day', 'id', 'kind', 'received', 'sent']);
      // Only where the API is stays, for the service worker: nothing of the person.
      expect(meta!.map((row) => (row as { key: string }).key)).toEqual(['apiRoot']);
      const onServer = await api<PupilRow>('GET', `/api/students/${pupil._id}`);
      expect(onServer.student_name).toBe(pupil.student_name);
    },
  );
});
