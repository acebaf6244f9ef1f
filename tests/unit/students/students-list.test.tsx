import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { schoolScope } from '../../../src/data/db/entities';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { jsonResponse, stubFetch } from '../helpers/fetch';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeClass, makeStudent, openStudents, SCHOOL_ID, seedSchool } from './fixtures';

cleanDeviceEachTest();

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the Students screen', { timeout: 20_000 }, () => {
  it('shows breadcrumbs, the counts, and each student with class, roll number, status and actions', async () => {
    await seedSchool();
    await openStudents();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Schools' })).toBeTruthy();
    expect(within(crumbs).getByRole('link', { name: 'School Details' })).toBeTruthy();
    expect(within(crumbs).getByText('Students').getAttribute('aria-current')).toBe('page');

    const stats = screen.getByLabelText('Student counts');
    await waitFor(() => expect(stats.textContent).toBe('Total Students3Active Students2Total Classes3'));

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Student', 'Class', 'Roll Number', 'Status', 'Actions']);
    // In class order (5 - A, 5 - B, 6 - A), then by roll number.
    expect(names()).toEqual([
      expect.stringContaining('Asha Patil'),
      expect.stringContaining('Ravi Jadhav'),
      expect.stringContaining('Meena Kulkarni'),
    ]);
    const ravi = bodyRows()[1]!;
    expect(within(ravi).getByText('Class 5 - B')).toBeTruthy();
    expect(within(ravi).getByText('5B07')).toBeTruthy();
    expect(within(ravi).getByText('Inactive')).toBeTruthy();
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(within(ravi).getByRole('button', { name: `${action} Ravi Jadhav` })).toBeTruthy();
    }
  });

  it('searches name, e-mail and roll number in any case', async () => {
    await seedSchool();
    const { user } = await openStudents();
    const search = await screen.findByPlaceholderText('Search students...');
    expect(screen.getByLabelText('Search students')).toBe(search);

    await user.type(search, 'ASHA');
    expect(names()).toEqual([expect.stringContaining('Asha Patil')]);
    await user.clear(search);
    await user.type(search, 'meena.k@');
    expect(names()).toEqual([expect.stringContaining('Meena Kulkarni')]);
    await user.clear(search);
    await user.type(search, '5b07');
    expect(names()).toEqual([expect.stringContaining('Ravi Jadhav')]);
  });

  it("says 'No students found' with the right hint when empty or when the search finds nobody", async () => {
    await seedSchool();
    await db.students.clear();
    const { user } = await openStudents();
    expect(await screen.findByText('No students found')).toBeTruthy();
    expect(screen.getByText('Get started by adding a new student.')).toBeTruthy();

    await db.entity('students').put(makeStudent(makeClass(5, 'A'), { student_name: 'Asha Patil' }));
    await screen.findByText('Asha Patil');
    await user.type(screen.getByPlaceholderText('Search students...'), 'nobody');
    expect(screen.getByText('No students found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it('pages a big school 20 at a time', async () => {
    const { classes } = await seedSchool();
    await db
      .entity('students')
      .bulkPut(
        Array.from({ length: 42 }, (_, i) =>
          makeStudent(classes[0]!, { roll_number: `X${String(i).padStart(2, '0')}` }),
        ),
      );
    const { user } = await openStudents();
    await screen.findByText('Showing 1 to 20 of 45 results');
    expect(bodyRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('Showing 41 to 45 of 45 results')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
  });

  it("shows 'Error: {message}' when the school cannot be loaded, and Retry says how it went", async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ message: 'Database unavailable' }, 503)),
    );
    const { user } = await openStudents();
    expect(await screen.findByText('Error: Database unavailable')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to refresh data. Please try again.')).toBeTruthy();

    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ changes: [], tombstones: [], cursor: 1, hasMore: false })),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Data refreshed successfully!')).toBeTruthy();
    expect(await screen.findByText('No students found')).toBeTruthy();
    expect(useSyncStatus.getState().pullErrors[schoolScope(SCHOOL_ID)]).toBeUndefined();
  });

  it("says 'Saved data from …' when the data is older than 10 minutes, and offline", async () => {
    await seedSchool();
    await db.scopes.put({ scope: schoolScope(SCHOOL_ID), cursor: '1', pulledAt: Date.now() - 11 * 60_000 });
    useSyncStatus.setState({ online: false });
    await openStudents();
    expect((await screen.findByText(/^Saved data from/)).textContent).toMatch(/offline$/);
  });
});
