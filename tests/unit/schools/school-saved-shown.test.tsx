import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { cleanDeviceEachTest, makeSchool } from './fixtures';
import { fillValid, openAddForm, setField, submitButton } from './form-helpers';

cleanDeviceEachTest();

/** Six schools that sort before 'ZP School Shirur' (the form helpers' school): a new one sorts onto page 2. */
const sixBefore = () =>
  ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((name) =>
    makeSchool({ school_name: `${name} School`, status: 'inactive' }),
  );

const currentPage = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;

const statusFilter = () => document.querySelector<HTMLSelectElement>('select[name="status-filter"]')!;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const markedRows = () => bodyRows().filter((row) => row.getAttribute('aria-current') === 'true');
const rowsNaming = (name: string) => bodyRows().filter((row) => row.textContent?.includes(name));

async function saveAndClose(user: UserEvent, button: string) {
  await user.click(submitButton(button));
  await waitFor(() => expect(screen.queryByRole('form')).toBeNull(), { timeout: 5000 });
}

describe('a saved school is shown where it went (issue: it vanished to page 2)', { timeout: 20_000 }, () => {
  it('after adding: page 1, the new school on top, marked with its page, and focused', async () => {
    await db.entity('schools').bulkPut(sixBefore());
    const { user } = await openAddForm();
    await fillValid(user);
    await saveAndClose(user, 'Add School');

    expect(currentPage()).toBe('1');
    const [top] = bodyRows();
    expect(markedRows()).toEqual([top]);
    expect(top!.textContent).toContain('ZP School Shirur');
    expect(within(top!).getByText('Just added · on page 2')).toBeTruthy();
    // Focus moves in an effect, which may run a moment after the row shows.
    await waitFor(() => expect(document.activeElement).toBe(within(top!).getByRole('link')));
    expect(bodyRows()).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(rowsNaming('ZP School Shirur')).toHaveLength(1);
    expect(markedRows()).toEqual(rowsNaming('ZP School Shirur'));
    expect(within(markedRows()[0]!).getByText('Just added')).toBeTruthy();
  });

  it('says so when the search or filter hides the new school, and the mark ends with a new filter', async () => {
    await db.entity('schools').bulkPut(sixBefore());
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(statusFilter(), 'Inactive');
    await fillValid(user);
    await saveAndClose(user, 'Add School');

    expect(statusFilter().value).toBe('inactive');
    expect(within(markedRows()[0]!).getByText('Just added · hidden by your search or filter')).toBeTruthy();

    await user.selectOptions(statusFilter(), 'All Status');
    expect(markedRows()).toEqual([]);
  });

  it('after an edit that renames a school onto another page, shows it on top with that page', async () => {
    await db.entity('schools').bulkPut(sixBefore());
    const { user } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Alpha School' }));
    await screen.findByRole('form', { name: 'Edit School' });
    await setField(user, 'School Name', 'Zilla Parishad School Alpha');
    await saveAndClose(user, 'Update School');

    expect(currentPage()).toBe('1');
    expect(within(markedRows()[0]!).getByText('Just updated · on page 2')).toBeTruthy();
    expect(markedRows()[0]!.textContent).toContain('Zilla Parishad School Alpha');
  });

  it('a school saved onto the page shown is marked in place, not repeated', async () => {
    await db.entity('schools').bulkPut([makeSchool({ school_name: 'Alpha School' })]);
    const { user } = await openAddForm();
    await fillValid(user);
    await saveAndClose(user, 'Add School');

    expect(rowsNaming('ZP School Shirur')).toHaveLength(1);
    expect(markedRows()).toEqual(rowsNaming('ZP School Shirur'));
    expect(bodyRows()[1]).toBe(markedRows()[0]);
    expect(within(markedRows()[0]!).getByText('Just added')).toBeTruthy();
  });
});
