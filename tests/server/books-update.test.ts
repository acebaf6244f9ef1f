import { describe, expect, it } from 'vitest';
import type { Book } from '../../src/domain/books/book';
import { newId } from '../../src/domain/ids';
import { school, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, created } = setupSchoolRecordsApp('books');

const patch = (book: Book, body: object, headers?: Record<string, string>) =>
  send('PATCH', `/api/books/${book._id}`, body, headers);

describe('PATCH and DELETE /api/books/{id}', () => {
  it('changes what is sent, recomputes the status and honours If-Match', async () => {
    const book = await created({ copies: 10, available: 6 });
    const response = await patch(book, { available: '2', isbn: undefined }, { 'if-match': '1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Book updated successfully!',
      data: { available: 2, copies: 10, status: 'low-stock', isbn: book.isbn, version: 2 },
    });
    const none = await patch(book, { available: 0 });
    expect(none.json()).toMatchObject({ data: { status: 'out-of-stock', version: 3 } });
    const stale = await patch(book, { title: 'Stale' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorType: 'version_conflict', current: { version: 3 } });
  });

  it('keeps available within copies when a PATCH sends only one of them', async () => {
    const book = await created({ copies: 10, available: 6 });
    const cases: Array<[object, string]> = [
      [{ available: 11 }, 'one count above the stored copies'],
      [{ copies: 5 }, 'copies below the stored available'],
      [{ copies: 3, available: 4 }, 'both, crossed'],
    ];
    for (const [body, what] of cases) {
      const response = await patch(book, body);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({
        message: 'Validation failed. Please check all fields.',
        errorType: 'validation',
        errors: { available: 'Available copies cannot be more than the total copies' },
      });
    }
    const bad = await patch(book, { grade: 9, isbn: '9780306406158', title: '' });
    expect(bad.json()).toMatchObject({
      errors: {
        grade: 'Grade must be from 1 to 7',
        isbn: 'This ISBN is not valid: its check digit does not match',
        title: 'Title is required',
      },
    });
    expect((await send('GET', `/api/books/${book._id}`)).json()).toMatchObject({
      data: { copies: 10, available: 6, version: 1 },
    });
    const fine = await patch(book, { copies: 6 });
    expect(fine.json()).toMatchObject({ data: { copies: 6, available: 6, version: 2 } });
  });

  it("refuses another book's ISBN, written with hyphens, with 409", async () => {
    const first = await created({ isbn: '978-0-306-40615-7' });
    const second = await created();
    const clash = await patch(second, { isbn: '978-0-306-40615-7' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      errorType: 'duplicate',
      errors: { isbn: "This ISBN is already in this school's library" },
    });
    expect((await patch(first, { isbn: '978 0 306 40615 7', title: 'Same ISBN' })).statusCode).toBe(200);
  });

  it('runs a PATCH and a DELETE once for a repeated Idempotency-Key; a second delete succeeds', async () => {
    const book = await created();
    const key = { 'idempotency-key': newId() };
    await patch(book, { copies: 20 }, key);
    const repeat = await patch(book, { copies: 20 }, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toMatchObject({ data: { version: 2, copies: 20 } });
    const deleteKey = { 'idempotency-key': newId() };
    const gone = await send('DELETE', `/api/books/${book._id}`, undefined, deleteKey);
    expect(gone.json()).toMatchObject({ message: 'Book deleted successfully!', data: { version: 3 } });
    expect((await send('DELETE', `/api/books/${book._id}`, undefined, deleteKey)).json()).toEqual(
      gone.json(),
    );
    expect((await send('DELETE', `/api/books/${book._id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/books/${book._id}`)).statusCode).toBe(404);
    expect((await patch(book, { copies: 1, available: 1 })).statusCode).toBe(404);
    await created({ isbn: book.isbn });
  });

  it('/api/sync sends a new book with its status, and a deleted one as a tombstone', async () => {
    const scope = `/api/sync?scope=school:${school._id}&limit=2000`;
    const { cursor } = (await send('GET', scope)).json<{ cursor: string }>();
    const added = await created({ copies: 3, available: 0 });
    const removed = await created();
    await send('DELETE', `/api/books/${removed._id}`);
    const delta = (await send('GET', `${scope}&since=${cursor}`)).json<{
      changes: Array<{ entity: string; record: Book }>;
      tombstones: unknown[];
    }>();
    expect(delta.changes).toEqual([{ entity: 'books', record: added }]);
    expect(added.status).toBe('out-of-stock');
    expect(delta.tombstones).toEqual([{ entity: 'books', _id: removed._id }]);
  });
});
