import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { errorOf, expectFieldNames, expectMessagesAsTyped, setText } from '../helpers/form-fields';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openBooks, SCHOOL_ID, seedBooks } from './fixtures';
import { SAVED_ON_DEVICE } from '../../../src/kit/list-texts';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';

cleanDeviceEachTest();

const cellsOf = (title: string) =>
  within(screen.getByText(title).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Books screen', { timeout: 30_000 }, () => {
  it('shows the cards from the counts, and each book with its status from the counts', async () => {
    await seedBooks();
    await openBooks();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Books');
    await waitFor(() =>
      expect(screen.getByLabelText('Book counts').textContent).toBe(
        'Total Books17Available7Borrowed10Out of Stock1',
      ),
    );
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Book', 'Subject', 'Grade', 'ISBN', 'Copies', 'Status', 'Actions']);
    expect(cellsOf('Wings of Fire').slice(0, 6)).toEqual([
      'Wings of FireA P J Abdul KalamISBN: 9780306406157',
      'English',
      '7',
      '9780306406157',
      '6 / 10',
      'Available',
    ]);
    expect(cellsOf('Shyamchi Aai')[5]).toBe('Low stock');
    expect(cellsOf('Agnipankh')[5]).toBe('Out of stock');
  });

  it('searches title, author and subject', async () => {
    await seedBooks();
    const { user } = await openBooks();
    const search = screen.getByPlaceholderText('Search books...');
    await user.type(search, 'guruji');
    expect(screen.queryByText('Wings of Fire')).toBeNull();
    expect(screen.getByText('Shyamchi Aai')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'MARATHI');
    expect(screen.getByText('Shyamchi Aai')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '9780306406157');
    expect(screen.getByText('No books found')).toBeTruthy();
  });

  it('checks every field as the person types, the ISBN against the school, and queues the new book', async () => {
    await seedBooks();
    const { user } = await openBooks();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const form = screen.getByRole('form', { name: 'Add New Book' });
    expectFieldNames(form, [
      ['Title', 'title'],
      ['Author', 'author'],
      ['Subject', 'subject'],
      ['Grade', 'grade'],
      ['ISBN', 'isbn'],
      ['Copies', 'copies'],
      ['Available', 'available'],
    ] as const);
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(errorOf('Grade')).toBe('Grade is required');
    await expectMessagesAsTyped(user, [
      ['Title', '   ', 'Title is required'],
      ['Title', 't'.repeat(201), 'Title must be less than 200 characters'],
      ['Author', '', 'Author is required'],
      ['Subject', '', 'Subject is required'],
      ['ISBN', '', 'ISBN is required'],
      ['ISBN', '12345', 'ISBN must have 10 or 13 digits (an ISBN-10 may end in X)'],
      ['ISBN', '978-0-306-40615-8', 'This ISBN is not valid: its check digit does not match'],
      ['ISBN', '978-0-306-40615-7', "This ISBN is already in this school's library"],
      ['ISBN', '0-439-42089-x', "This ISBN is already in this school's library"],
      ['ISBN', '0-8044-2957-x', null],
      ['Copies', '', 'Number of copies is required'],
      ['Copies', '10001', 'Copies must be a whole number from 0 to 10000'],
      ['Copies', '3', null],
      ['Available', '', 'Available copies are required'],
      ['Available', '4', 'Available copies cannot be more than the total copies'],
      ['Available', '3', null],
    ]);
    await setText(user, 'Title', 'Ranjak  Ganit');
    await setText(user, 'Author', 'Vinita Gokhale');
    await setText(user, 'Subject', 'Mathematics');
    await user.selectOptions(screen.getByLabelText('Grade'), 'Grade 4');
    await user.click(screen.getByRole('button', { name: 'Save Book' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'create',
      label: 'Add book Ranjak Ganit',
      dependsOn: [SCHOOL_ID],
      request: {
        method: 'POST',
        path: '/books',
        body: {
          _id: row!.targetId,
          title: 'Ranjak Ganit',
          author: 'Vinita Gokhale',
          subject: 'Mathematics',
          grade: 4,
          isbn: '080442957X',
          copies: 3,
          available: 3,
          school_id: SCHOOL_ID,
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Book counts').textContent).toBe(
        'Total Books20Available10Borrowed10Out of Stock1',
      ),
    );
  });

  it('edit opens filled in, sends only the changed counts, and the status follows them at once', async () => {
    const [wings] = await seedBooks();
    const { user } = await openBooks();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Edit Wings of Fire' }));
    expect(screen.getByLabelText<HTMLInputElement>('ISBN').value).toBe('9780306406157');
    expect(screen.getByLabelText<HTMLSelectElement>('Grade').value).toBe('7');
    expect(screen.getByLabelText<HTMLInputElement>('Copies').value).toBe('10');
    await setText(user, 'Available', '2');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      operation: 'update',
      baseVersion: 2,
      request: { method: 'PATCH', path: `/books/${wings!._id}`, body: { available: 2 } },
    });
    expect(Object.keys(row!.request.body!)).toEqual(['available']);
    await waitFor(() => expect(cellsOf('Wings of Fire')[5]).toBe('Low stock'));
    // The marks are a live query of their own: they may follow the record by a moment.
    await waitFor(() =>
      expect(
        within(screen.getByText('Wings of Fire').closest('tr')!).getByText('Waiting to sync'),
      ).toBeTruthy(),
    );
  });

  it('delete asks in a Delete Book dialog naming the book and queues DELETE /books/{id}', async () => {
    const [, shyamchi] = await seedBooks();
    const { user } = await openBooks();
    useSyncStatus.setState({ online: false });
    await user.click(screen.getByRole('button', { name: 'Delete Shyamchi Aai' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Book' });
    expect(
      within(dialog).getByText('Are you sure you want to delete Shyamchi Aai? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Shyamchi Aai')).toBeNull());
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ request: { method: 'DELETE', path: `/books/${shyamchi!._id}` } });
  });
});
