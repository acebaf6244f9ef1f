import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { jsonResponse, stubFetch } from '../helpers/fetch';
import { wholeText } from '../helpers/whole-text';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openTeachers, seedTeachers } from './fixtures';

cleanDeviceEachTest();

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('the Teachers screen', { timeout: 20_000 }, () => {
  it('shows the count and each teacher with phone, status, edit and delete', async () => {
    await seedTeachers();
    await openTeachers();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Teachers');
    await waitFor(() => expect(screen.getByLabelText('Teacher counts').textContent).toBe('Total Teachers2'));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Teacher', 'Phone', 'Status', 'Actions']);
    const row = screen.getByText('Sunita Deshmukh').closest('tr')!;
    expect(within(row).getByText('+91 9123456780')).toBeTruthy();
    expect(within(row).getByText(wholeText('ZPT001 · sunita@school.in'))).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Sunita Deshmukh' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Sunita Deshmukh' })).toBeTruthy();
    expect(within(screen.getByText('Ramesh Gaikwad').closest('tr')!).getByText('Inactive')).toBeTruthy();
  });

  it('searches teacher_name or e-mail, any case, and says when nothing is found', async () => {
    await seedTeachers();
    const { user } = await openTeachers();
    const search = screen.getByPlaceholderText('Search teachers...');
    expect(screen.getByLabelText('Search teachers')).toBe(search);
    await user.type(search, 'SUNITA');
    expect(names()).toEqual([expect.stringContaining('Sunita Deshmukh')]);
    await user.clear(search);
    await user.type(search, 'ramesh.g@');
    expect(names()).toEqual([expect.stringContaining('Ramesh Gaikwad')]);
    await user.clear(search);
    await user.type(search, 'ZPT001');
    expect(screen.getByText('No teachers found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it("says 'No teachers found' for a school with none yet", async () => {
    await seedTeachers();
    await db.teachers.clear();
    await openTeachers();
    expect(screen.getByText('No teachers found')).toBeTruthy();
    expect(screen.getByText('Get started by adding a new teacher.')).toBeTruthy();
  });

  it('shows the error view with Retry when the school cannot be loaded', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ message: 'You do not have access to this school' }, 403)),
    );
    const { user } = await openTeachers();
    expect(await screen.findByText('Error: You do not have access to this school')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to refresh data. Please try again.')).toBeTruthy();
  });
});
