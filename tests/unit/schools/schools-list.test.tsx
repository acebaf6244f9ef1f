import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { stubFetch } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope, makeSchool } from './fixtures';

cleanDeviceEachTest();

async function openList(schools = [makeSchool()]) {
  signInAs('super_admin');
  await db.entity('schools').bulkPut(schools);
  await freshScope('global');
  const view = renderApp('/schools');
  await screen.findByRole('table');
  return view;
}

const schoolNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.schools-table__name')?.textContent);

const seven = () =>
  ['Gamma', 'alpha', 'Delta', 'Beta', 'Epsilon', 'Zeta', 'Eta'].map((name, i) =>
    makeSchool({ school_name: `${name} School`, status: i % 2 ? 'inactive' : 'active' }),
  );

describe('Schools list table', { timeout: 20_000 }, () => {
  it('has its columns and shows a school in them', async () => {
    await openList([
      makeSchool({
        school_name: 'ZP School Shirur',
        city: 'Pune',
        state: 'Maharashtra',
        locality: 'Shirur',
        email: 'office@zp.in',
        phone_number: '9876543210',
        contact: 'Ravi Patil',
        principal_name: 'Sunita Deshmukh',
        studentCount: 120,
        totalTeachersCount: 7,
        status: 'inactive',
      }),
    ]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'School Details',
      'Contact Information',
      'Principal Details',
      'Statistics',
      'Status',
      'Actions',
    ]);
    const [, row] = screen.getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]!.textContent).toContain('Pune, Maharashtra');
    expect(cells[0]!.textContent).toContain('Shirur');
    expect(within(cells[1]!).getByText('+91 9876543210')).toBeTruthy();
    expect(within(cells[1]!).getByText('Ravi Patil')).toBeTruthy();
    expect(within(cells[2]!).getByText('Sunita Deshmukh')).toBeTruthy();
    expect(within(cells[3]!).getByText('Students: 120')).toBeTruthy();
    expect(within(cells[3]!).getByText('Subjects: 0')).toBeTruthy();
    expect(within(cells[3]!).getByText('Teachers: 7')).toBeTruthy();
    expect(within(cells[4]!).getByText('Inactive')).toBeTruthy();
    expect(within(cells[5]!).getByRole('button', { name: 'Edit ZP School Shirur' })).toBeTruthy();
  });

  it('sorts by school name and opens a school from its cell', async () => {
    const schools = seven().slice(0, 4);
    const { user, router } = await openList(schools);
    expect(schoolNames()).toEqual(['alpha School', 'Beta School', 'Delta School', 'Gamma School']);
    await user.click(screen.getByText('Beta School'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/schools/${schools[3]!._id}`));
  });

  it("says 'No schools found' when nothing matches", async () => {
    signInAs('super_admin');
    await freshScope('global');
    renderApp('/schools');
    expect(await screen.findByText('No schools found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows a loading state until the first pull ends', async () => {
    signInAs('super_admin');
    stubFetch().mockReturnValue(new Promise<Response>(() => undefined));
    renderApp('/schools');
    expect(await screen.findByText('Loading schools...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says how old the data is when offline', async () => {
    useSyncStatus.setState({ online: false });
    signInAs('super_admin');
    await db.entity('schools').put(makeSchool({ school_name: 'Offline School' }));
    await freshScope('global', Date.now() - 60 * 60_000);
    renderApp('/schools');
    expect(await screen.findByText(/^Saved data from .* · offline$/)).toBeTruthy();
    expect(screen.getByText('Offline School')).toBeTruthy();
  });
});

describe('search, filters and pagination', { timeout: 20_000 }, () => {
  it('searches name, city, state, locality, principal and email, case-insensitively', async () => {
    const { user } = await openList([
      makeSchool({ school_name: 'Alpha School', city: 'Nashik' }),
      makeSchool({ school_name: 'Beta School', locality: 'Wadgaon' }),
      makeSchool({ school_name: 'Gamma School', principal_name: 'Meera Kulkarni' }),
      makeSchool({ school_name: 'Delta School', email: 'delta@vidya.in' }),
    ]);
    const search = screen.getByRole('searchbox', { name: 'Search schools' });

    await user.type(search, 'NASHIK');
    expect(schoolNames()).toHaveLength(4);
    await waitFor(() => expect(schoolNames()).toEqual(['Alpha School']));

    for (const [text, expected] of [
      ['wadgaon', 'Beta School'],
      ['kulkarni', 'Gamma School'],
      ['VIDYA.IN', 'Delta School'],
      ['gamma', 'Gamma School'],
    ] as const) {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() => expect(schoolNames()).toEqual([expected]));
    }
  });

  it('waits 500 ms after the last keystroke before searching', async () => {
    await openList([makeSchool({ school_name: 'Alpha School' }), makeSchool({ school_name: 'Beta School' })]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const search = screen.getByRole('searchbox', { name: 'Search schools' });
      fireEvent.change(search, { target: { value: 'bet' } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      fireEvent.change(search, { target: { value: 'beta' } });
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(schoolNames()).toEqual(['Alpha School', 'Beta School']);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(schoolNames()).toEqual(['Beta School']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("filters by status with an 'Active' badge, and 'Clear All' resets", async () => {
    const { user } = await openList(seven());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Status',
      'Active',
      'Inactive',
    ]);
    const badge = () => document.querySelector('.schools-badge--filter');
    expect(badge()).toBeNull();

    await user.selectOptions(status, 'Inactive');
    expect(badge()?.textContent).toBe('Active');
    expect(schoolNames()).toEqual(['alpha School', 'Beta School', 'Zeta School']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(badge()).toBeNull();
    expect((status as HTMLSelectElement).value).toBe('all');
    expect(screen.getByText('Showing 1 to 5 of 7 results')).toBeTruthy();
  });

  it('pages 5 at a time and goes back to page 1 when the search or filter changes', async () => {
    const { user } = await openList(seven());
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 1 to 5 of 7 results')).toBeTruthy();
    expect(schoolNames()).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(within(nav).getByText('Showing 6 to 7 of 7 results')).toBeTruthy();
    expect(schoolNames()).toEqual(['Gamma School', 'Zeta School']);
    expect(within(nav).getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');

    await user.type(screen.getByRole('searchbox'), 'school');
    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 7 results')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    expect(schoolNames()).toEqual(['Delta School', 'Epsilon School', 'Eta School', 'Gamma School']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
