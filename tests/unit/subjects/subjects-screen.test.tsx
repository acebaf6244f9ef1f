import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { errorOf, expectFieldNames, setText } from '../helpers/form-fields';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openSubjects, SCHOOL_ID, seedSubjects } from './fixtures';
import { SAVED_ON_DEVICE } from '../../../src/kit/list-texts';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';

cleanDeviceEachTest();

const cards = () => screen.getByLabelText('Subject counts').textContent;

describe('the Subjects screen and form on the device', { timeout: 30_000 }, () => {
  it('shows the cards and finds subjects by name, code or department', async () => {
    await seedSubjects();
    const { user } = await openSubjects();
    expect(cards()).toBe('Total Subjects3Departments2Total Credits9');
    const search = screen.getByPlaceholderText('Search subjects...');
    for (const [text, found] of [
      ['mar501', ['Marathi']],
      ['LANGUAGES', ['Marathi', 'English']],
      ['math', ['Mathematics']],
    ] as const) {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('row')
            .slice(1)
            .map((row) => row.querySelector('.people-table__name')?.textContent),
        ).toEqual(found),
      );
    }
  });

  it('checks the form, the code against the school, and queues POST /subjects with a client _id', async () => {
    await seedSubjects();
    const { user } = await openSubjects();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Add Subject' }));
    const form = screen.getByRole('form', { name: 'Add New Subject' });
    expectFieldNames(form, [
      ['Subject Name', 'name'],
      ['Code', 'code'],
      ['Department', 'department'],
      ['Grade', 'grade'],
      ['Credits', 'credits'],
      ['Status', 'status'],
    ] as const);
    expect(screen.getByLabelText<HTMLInputElement>('Credits').value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Save Subject' }));
    expect(errorOf('Subject Name')).toBe('Subject name is required');
    expect(errorOf('Grade')).toBe('Grade is required');
    await setText(user, 'Code', 'mat501');
    expect(errorOf('Code')).toBe('This subject code is already used in this school');
    await setText(user, 'Credits', '7');
    expect(errorOf('Credits')).toBe('Credits must be a whole number from 1 to 6');
    expect(await db.outbox.count()).toBe(0);

    await setText(user, 'Subject Name', 'Science');
    await setText(user, 'Code', 'sci501');
    await setText(user, 'Department', 'Science');
    await user.selectOptions(screen.getByLabelText('Grade'), '5');
    await setText(user, 'Credits', '5');
    await user.click(screen.getByRole('button', { name: 'Save Subject' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'create',
      label: 'Add subject Science',
      dependsOn: [SCHOOL_ID],
      request: {
        method: 'POST',
        path: '/subjects',
        body: {
          _id: row!.targetId,
          name: 'Science',
          code: 'SCI501',
          department: 'Science',
          grade: 5,
          credits: 5,
          status: 'active',
          school_id: SCHOOL_ID,
        },
      },
    });
    await waitFor(() => expect(cards()).toBe('Total Subjects4Departments3Total Credits14'));
  });

  it('edit sends only the changed fields, the code too; delete asks in the Delete Subject dialog', async () => {
    const [maths, marathi] = await seedSubjects();
    const { user } = await openSubjects();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Edit Mathematics' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Grade').value).toBe('5');
    await setText(user, 'Code', 'mat502');
    await setText(user, 'Credits', '6');
    await user.click(screen.getByRole('button', { name: 'Update Subject' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [edit] = await db.outbox.toArray();
    expect(edit).toMatchObject({
      operation: 'update',
      request: { method: 'PATCH', path: `/subjects/${maths!._id}`, body: { code: 'MAT502', credits: 6 } },
    });
    expect(Object.keys(edit!.request.body!).sort()).toEqual(['code', 'credits']);

    await user.click(screen.getByRole('button', { name: 'Delete Marathi' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Subject' });
    expect(within(dialog).getByText('Are you sure you want to delete this subject?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The edit's toast and the delete's (a toast closes at the end of a CSS animation, which the test DOM never plays).
    await waitFor(() => expect(screen.getAllByText(SAVED_ON_DEVICE)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Marathi')).toBeNull());
    const rows = await db.outbox.toArray();
    expect(rows.at(-1)).toMatchObject({
      operation: 'delete',
      request: { method: 'DELETE', path: `/subjects/${marathi!._id}` },
    });
  });

  it('imports the good rows of a CSV file as one POST /subjects/bulk, each row with its own id', async () => {
    await seedSubjects();
    const { user } = await openSubjects();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import subjects from CSV' });
    const text = [
      'name,code,department,grade,credits,status',
      'History,his7,Social Studies,7,,',
      'Copy,mar501,Languages,5,3,active',
      'Geography,GEO7,Social Studies,7,2,inactive',
    ].join('\n');
    await user.upload(
      within(panel).getByLabelText('CSV file'),
      new File([text], 'subjects.csv', { type: 'text/csv' }),
    );
    expect(await within(panel).findByText('2 rows ready, 1 with problems')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Import 2 subjects' }));
    expect(await within(panel).findByText('2 subjects imported')).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      label: 'Import 2 subjects',
      request: { method: 'POST', path: '/subjects/bulk' },
    });
    const body = row!.request.body as { school_id: string; subjects: Array<{ _id: string }> };
    expect(body.school_id).toBe(SCHOOL_ID);
    const ids = body.subjects.map((subject) => subject._id);
    expect(new Set(ids).size).toBe(2);
    expect(body.subjects.map(({ _id, ...fields }) => fields)).toEqual([
      {
        name: 'History',
        code: 'HIS7',
        department: 'Social Studies',
        grade: 7,
        credits: 3,
        status: 'active',
      },
      {
        name: 'Geography',
        code: 'GEO7',
        department: 'Social Studies',
        grade: 7,
        credits: 2,
        status: 'inactive',
      },
    ]);
    expect(await screen.findByText('Geography')).toBeTruthy();
    await waitFor(() => expect(cards()).toBe('Total Subjects5Departments3Total Credits14'));
  });
});
