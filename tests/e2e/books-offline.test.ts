/** A book added and one edited offline are marked pending, keep their status, and reach the server once. */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { BOOKS, NEW_ISBN } from './books-helpers';
import { peopleScreen } from './people-helpers';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const books = peopleScreen(e2e, BOOKS);

describe('books offline', () => {
  it(
    'keeps an add and an edit made offline, marked pending, and sends each exactly once when back online',
    { tags: ['service-worker'] },
    async () => {
      const { page } = e2e;
      await books.openList();
      await waitForServiceWorker(page);
      const { data: before } = await books.list();
      const edited = before.find((book) => book.available > 0)!;

      await goOffline(e2e.context);
      await books.add({
        Title: 'Offline Library Book',
        Author: 'Sane Guruji',
        Subject: 'Marathi',
        Grade: { option: 'Grade 5' },
        ISBN: NEW_ISBN,
        Copies: '4',
        Available: '4',
      });
      await books.edit(edited.title, { Available: '0' });
      await expect.poll(() => syncStatus(page)).toBe('Offline · 2 changes waiting');
      for (const title of ['Offline Library Book', edited.title]) {
        await books.rowOf(title).getByText('Waiting to sync').waitFor();
      }
      await books.rowOf(edited.title).getByText('Out of stock', { exact: true }).waitFor();

      await goOnline(e2e.context);
      await books.settled();
      const { data: after } = await books.list();
      expect(after).toHaveLength(before.length + 1);
      expect(after.filter((book) => book.isbn === '9780306406157')).toMatchObject([
        { title: 'Offline Library Book', copies: 4, available: 4, version: 1 },
      ]);
      expect(after.find((book) => book._id === edited._id)).toMatchObject({
        available: 0,
        status: 'out-of-stock',
        version: edited.version + 1,
      });
      await expect(books.rowOf(edited.title).getByText('Waiting to sync').count()).resolves.toBe(0);
    },
  );
});
