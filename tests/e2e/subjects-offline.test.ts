/** A subject added offline is marked as waiting, survives a reload, and reaches the server exactly once. */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { peopleScreen } from './people-helpers';
import { SUBJECTS } from './people-kinds';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const subjects = peopleScreen(e2e, SUBJECTS);

describe('subjects offline', () => {
  it(
    'keeps a subject added offline, marked pending, and sends it once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      await subjects.openList();
      await waitForServiceWorker(page);
      const before = (await subjects.list()).data.length;

      await goOffline(context);
      await subjects.add({
        'Subject Name': 'Folk Songs',
        Code: 'OFF7S1',
        Department: 'Music',
        Grade: { option: 'Grade 3' },
      });
      await expect.poll(() => syncStatus(page)).toBe('Offline · 1 change waiting');
      await subjects.search('Folk Songs');
      await subjects.rowOf('OFF7S1').getByText('Waiting to sync').waitFor();
      await page.reload();
      await subjects.search('Folk Songs');
      await subjects.rowOf('OFF7S1').getByText('Waiting to sync').waitFor();
      expect((await subjects.list('OFF7S1')).data).toHaveLength(0);

      await goOnline(context);
      await subjects.settled();
      await subjects.rowOf('OFF7S1').waitFor();
      expect(await subjects.rowOf('OFF7S1').getByText('Waiting to sync').count()).toBe(0);
      const { data: after } = await subjects.list();
      expect(after).toHaveLength(before + 1);
      expect(after.filter((subject) => subject.code === 'OFF7S1')).toMatchObject([
        { name: 'Folk Songs', department: 'Music', grade: 3, credits: 3, status: 'active', version: 1 },
      ]);
    },
  );
});
