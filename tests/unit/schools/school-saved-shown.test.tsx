import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { cleanDeviceEachTest, makeSchool } from './fixtures';
import { fillValid, openAddForm, setField, submitButton } from './form-helpers';

cleanDeviceEachTest();

/** Six schools that sort before 'ZP School Shirur' (the form helpers' school): a new one lands on page 2. */
const sixBefore = () =>
  ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name) =>
    makeSchool({ school_name: `${name} School`, status: 'inactive' }),
  );

const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;

const statusFilter = () => document.querySelector<HTMLSelectElement>('select[name="status-filter"]')!;

const markedRow = () => document.querySelector('tr[aria-current="true"]');

describe('a saved school is shown where it went (issue: it vanished to page 2)', { timeout: 20_000 }, () => {
  it('after adding, the list opens the page the school sorts onto, marks its row and focuses it', async () => {
    await db.entity('schools').bulkPut(sixBefore());
    const { user } = await openAddForm();
    await fillValid(user);
    await user.click(submitButton('Add School'));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });

    expect(currentPage()).toBe('2');
    const row = markedRow()!;
    expect(row.textContent).toContain('ZP School Shirur');
    expect(document.activeElement).toBe(within(row as HTMLElement).getByRole('link'));

    await user.click(screen.getByRole('button', { name: '1' }));
    expect(markedRow()).toBeNull();
  });

  it('clears a filter that would hide the new school', async () => {
    await db.entity('schools').bulkPut(sixBefore());
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(statusFilter(), 'Inactive');
    await fillValid(user);
    await user.click(submitButton('Add School'));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });

    expect(statusFilter().value).toBe('all');
    expect(markedRow()!.textContent).toContain('ZP School Shirur');
  });

  it('after an edit that renames a school, shows it on its new page', async () => {
    const schools = sixBefore();
    await db.entity('schools').bulkPut(schools);
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha School' }));
    await screen.findByRole('form', { name: 'Edit School' });
    await setField(user, 'School Name', 'Zilla Parishad School Alpha');
    await user.click(submitButton('Update School'));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });

    expect(currentPage()).toBe('2');
    expect(markedRow()!.textContent).toContain('Zilla Parishad School Alpha');
  });
});
