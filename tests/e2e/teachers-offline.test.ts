/**
 * Teachers changed offline reach the server exactly once when the connection returns; a CSV import
 * sends its good rows once and reports the bad ones.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOnline } from './harness';
import { peopleScreen } from './people-helpers';
import { TEACHERS } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const teachers = peopleScreen(e2e, TEACHERS);

describe('teachers offline and from CSV', () => {
  it(
    'keeps an add, an edit and a delete made offline and sends each exactly once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { before, edited, deleted } = await teachers.changeOffline(
        {
          'Teacher ID': 'ZPOFF01',
          'Teacher Name': 'Offline Teacher',
          Email: 'offline.teacher@shala.demo',
          'Phone Number': '9822000003',
        },
        'edited.teacher@shala.demo',
      );

      await goOnline(e2e.context);
      await teachers.settled();
      const { data: after } = await teachers.list();
      expect(after).toHaveLength(before.data.length);
      expect(after.filter((t) => t.teacher_id === 'ZPOFF01')).toHaveLength(1);
      expect(after.find((t) => t._id === edited._id)).toMatchObject({
        email: 'edited.teacher@shala.demo',
        version: edited.version + 1,
      });
      expect((await teachers.one(deleted._id)).status).toBe(404);
    },
  );

  it('imports teachers from a CSV file: the good rows once, the bad ones reported', async () => {
    const { page } = e2e;
    // Listed first: the file is checked against the teachers on this device, which a new profile pulls.
    await teachers.openList();
    const { data: before } = await teachers.list();
    const [existing] = before;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import teachers from CSV' });
    const text = [
      'teacher_id,teacher_name,email,phone_number,status,department',
      'ZPCSV01,Nandini Salunkhe,nandini@shala.demo,9822000011,active,Marathi',
      `${existing!.teacher_id},Copy Teacher,copy@shala.demo,9822000012,active,`,
      'ZPCSV02,Vikas Thorat,vikas@shala.demo,9822000013,inactive,',
      'ZPCSV03,Bad Phone,bad@shala.demo,12345,active,',
    ].join('\r\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await panel.getByText('2 rows ready, 2 with problems').waitFor();
    await panel.getByText('This Teacher ID is already used in this school').waitFor();
    await panel.getByRole('button', { name: 'Import 2 teachers' }).click();
    await panel.getByText('2 teachers imported').waitFor();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await teachers.savedOnServer(async () => (await teachers.list()).data.length, before.length + 2);
    const { data: after } = await teachers.list();
    expect(after).toHaveLength(before.length + 2);
    expect(
      after
        .filter((t) => t.teacher_id.startsWith('ZPCSV'))
        .map((t) => t.teacher_id)
        .sort(),
    ).toEqual(['ZPCSV01', 'ZPCSV02']);
  });
});
