/**
 * Issue: a village connection drops for hours. A student added, one edited and one deleted while
 * offline survive a reload and reach the server exactly once when the connection returns.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOnline } from './harness';
import { peopleScreen } from './people-helpers';
import { STUDENTS } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const students = peopleScreen(e2e, STUDENTS);

describe('offline changes to students', () => {
  it(
    'keeps an add, an edit and a delete made offline and sends each exactly once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      const { before, edited, deleted } = await students.changeOffline(
        {
          'Student Name': 'Offline Pupil',
          Email: 'offline.pupil@shala.demo',
          'Roll Number': '2A88',
          Class: { option: 'Class 2 - A' },
        },
        'edited.offline@shala.demo',
        (student) => student.roll_number,
      );

      await page.reload();
      await students.search('Offline Pupil');
      await expect.poll(() => students.rowOf('Offline Pupil').textContent()).toContain('Waiting to sync');
      await page
        .getByText(/^Saved data from .* · offline$|^You are offline/)
        .first()
        .waitFor();

      await goOnline(context);
      await students.settled();
      await expect.poll(() => students.rowOf('Offline Pupil').textContent()).not.toContain('Waiting to sync');

      const after = await students.list();
      expect(after.total).toBe(before.total);
      expect((await students.list('offline.pupil@shala.demo')).data).toHaveLength(1);
      const editedNow = (await students.one(edited._id)).data;
      expect(editedNow).toMatchObject({ email: 'edited.offline@shala.demo', version: edited.version + 1 });
      expect((await students.one(deleted._id)).status).toBe(404);
    },
  );
});
