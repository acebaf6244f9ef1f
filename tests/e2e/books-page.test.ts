/**
 * The Books screen in a real browser against the real server: the cards from the data, search, every
 * form message, add, edit (the status badge following the counts) and delete.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { BOOKS, cardsFor, NEW_ISBN } from './books-helpers';
import { TABLET_SIZES } from './layout-checks';
import { peopleScreen } from './people-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const books = peopleScreen(e2e, BOOKS);
const { fieldError } = books;

const TITLE = 'Ganitachi Gammat';

describe('the Books screen', () => {
  it('counts, searches, validates, adds, edits and deletes books', async () => {
    const { page } = e2e;
    await books.open();
    const { data: shelf } = await books.list();
    expect(shelf.length).toBeGreaterThan(1);
    await expect.poll(books.counts).toBe(cardsFor(shelf));
    const [first, second] = shelf as [(typeof shelf)[0], (typeof shelf)[0]];
    await books.find(first.author.toUpperCase(), first.title);
    await books.find(second.subject.toLowerCase(), second.title);
    await books.searchForNobody();

    await books.saveEmpty();
    const required: Array<[string, string]> = [
      ['Title', 'Title is required'],
      ['Author', 'Author is required'],
      ['Subject', 'Subject is required'],
      ['Grade', 'Grade is required'],
      ['ISBN', 'ISBN is required'],
      ['Copies', 'Number of copies is required'],
      ['Available', 'Available copies are required'],
    ];
    for (const [label, message] of required)
      expect(await fieldError(label).textContent(), label).toBe(message);

    await books.fill({ ISBN: '978-0-306-40615-8', Copies: '3', Available: '5' });
    expect(await fieldError('ISBN').textContent()).toBe(
      'This ISBN is not valid: its check digit does not match',
    );
    expect(await fieldError('Available').textContent()).toBe(
      'Available copies cannot be more than the total copies',
    );
    const taken = `${first.isbn.slice(0, 3)}-${first.isbn.slice(3)}`;
    await books.fill({ ISBN: taken, Copies: 'many' });
    expect(await fieldError('ISBN').textContent()).toBe("This ISBN is already in this school's library");
    expect(await fieldError('Copies').textContent()).toBe('Copies must be a whole number from 0 to 10000');

    await books.fill({
      Title: TITLE,
      Author: 'Vinita Gokhale',
      Subject: 'Mathematics',
      Grade: { option: 'Grade 4' },
      ISBN: NEW_ISBN,
      Copies: '10',
      Available: '10',
    });
    await books.save();
    await books.savedOnServer(async () => (await books.list(TITLE)).data.length, 1);
    const [added] = (await books.list(TITLE)).data;
    expect(added).toMatchObject({ isbn: '9780306406157', grade: 4, copies: 10, status: 'available' });
    await expect.poll(books.counts).toBe(cardsFor((await books.list()).data));

    await books.search('gokhale');
    const row = books.rowOf(TITLE);
    await row.getByText('Available', { exact: true }).waitFor();
    await row.getByText('10 / 10', { exact: true }).waitFor();

    await books.edit(TITLE, { Available: '2' });
    await row.getByText('Low stock', { exact: true }).waitFor();
    const availableOnServer = async () => (await books.one(added!._id)).data.available;
    await books.savedOnServer(availableOnServer, 2);
    expect((await books.one(added!._id)).data).toMatchObject({ status: 'low-stock', version: 2 });

    await books.edit(TITLE, { Available: '0' });
    await row.getByText('Out of stock', { exact: true }).waitFor();
    await books.savedOnServer(availableOnServer, 0);
    const now = (await books.list()).data;
    expect(cardsFor(now)).not.toBe(cardsFor(shelf));
    await expect.poll(books.counts).toBe(cardsFor(now));

    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    expect(await page.getByLabel('ISBN', { exact: true }).inputValue()).toBe('9780306406157');
    await books.fill({ Copies: '12', Available: '13' });
    await page.getByRole('button', { name: 'Update Book' }).click();
    expect(await fieldError('Available').textContent()).toBe(
      'Available copies cannot be more than the total copies',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();

    await books.remove(TITLE);
    await books.savedOnServer(async () => (await books.one(added!._id)).status, 404);
    await expect.poll(books.counts).toBe(cardsFor(shelf));
  });

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: Status, Edit and Delete inside the screen, no sideways scroll',
    (size) => books.fitsScreen(size),
  );
});
