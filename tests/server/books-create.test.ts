import { describe, expect, it } from 'vitest';
import type { Book } from '../../src/domain/books/book';
import { newId } from '../../src/domain/ids';
import { school, other, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, form, created, count } = setupSchoolRecordsApp('books');

const FAILED = 'Validation failed. Please check all fields.';

describe('POST /api/books', () => {
  it('stores tidied values with the ISBN bare, computes the status, and answers a repeated _id with the stored book', async () => {
    const _id = newId();
    const response = await send(
      'POST',
      '/api/books',
      form({
        _id,
        title: '  Agni   Pankh ',
        author: ' A P J  Abdul Kalam',
        subject: 'Marathi ',
        grade: '6',
        isbn: ' 0-8044-2957-x ',
        copies: '5',
        available: 1,
        status: 'available',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Book }>();
    expect(body.message).toBe('Book added successfully!');
    expect(body.data).toMatchObject({
      _id,
      title: 'Agni Pankh',
      author: 'A P J Abdul Kalam',
      subject: 'Marathi',
      grade: 6,
      isbn: '080442957X',
      copies: 5,
      available: 1,
      status: 'low-stock',
      school_id: school._id,
      version: 1,
    });
    expect((await send('GET', `/api/books/${_id}`)).json()).toEqual({ success: true, data: body.data });
    const again = await send('POST', '/api/books', form({ _id }));
    expect([again.statusCode, again.json<{ data: Book }>().data]).toEqual([201, body.data]);
  });

  it('says available, low stock or out of stock from the counts', async () => {
    const statusOf = async (copies: number, available: number) =>
      (await created({ copies, available })).status;
    expect(await statusOf(10, 3)).toBe('available');
    expect(await statusOf(10, 2)).toBe('low-stock');
    expect(await statusOf(10, 0)).toBe('out-of-stock');
    expect(await statusOf(0, 0)).toBe('out-of-stock');
    expect(await statusOf(1, 1)).toBe('available');
  });

  it('answers a message for every bad field, of any type or size, and stores nothing', async () => {
    const before = await count();
    const huge = 'x'.repeat(50_000);
    const cases: Array<[string, unknown, string]> = [
      ['title', undefined, 'Title is required'],
      ['title', '   ', 'Title is required'],
      ['title', 42, 'Title is required'],
      ['title', huge, 'Title must be less than 200 characters'],
      ['title', 'Null\u0000byte', 'Text cannot contain control or invisible characters'],
      ['author', null, 'Author is required'],
      ['author', ['Kalam'], 'Author is required'],
      ['author', 'a'.repeat(101), 'Author must be less than 100 characters'],
      ['subject', '', 'Subject is required'],
      ['subject', { name: 'English' }, 'Subject is required'],
      ['subject', huge, 'Subject must be less than 100 characters'],
      ['grade', undefined, 'Grade is required'],
      ['grade', 8, 'Grade must be from 1 to 7'],
      ['grade', '0', 'Grade must be from 1 to 7'],
      ['grade', 2.5, 'Grade must be from 1 to 7'],
      ['grade', true, 'Grade is required'],
      ['isbn', undefined, 'ISBN is required'],
      ['isbn', 9780306406157, 'ISBN is required'],
      ['isbn', '12345', 'ISBN must have 10 or 13 digits (an ISBN-10 may end in X)'],
      ['isbn', huge, 'ISBN must have 10 or 13 digits (an ISBN-10 may end in X)'],
      ['isbn', '0-306-40615-3', 'This ISBN is not valid: its check digit does not match'],
      ['isbn', '978-0-306-40615-8', 'This ISBN is not valid: its check digit does not match'],
      ['copies', undefined, 'Number of copies is required'],
      ['copies', -1, 'Copies must be a whole number from 0 to 10000'],
      ['copies', 10_001, 'Copies must be a whole number from 0 to 10000'],
      ['copies', '1e3', 'Copies must be a whole number from 0 to 10000'],
      ['available', '', 'Available copies are required'],
      ['available', 1.5, 'Available must be a whole number from 0 to 10000'],
      ['available', 11, 'Available copies cannot be more than the total copies'],
      ['school_id', undefined, 'Invalid school id'],
      ['_id', 42, 'Invalid book id'],
    ];
    for (const [field, value, message] of cases) {
      const response = await send('POST', '/api/books', form({ [field]: value }));
      expect(response.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(response.json(), field).toMatchObject({
        message: FAILED,
        errorType: 'validation',
        errors: { [field]: message },
      });
    }
    expect(await count()).toBe(before);
  });

  it("refuses an ISBN already in the school's library with 409, however it is written, and allows it in another school", async () => {
    const first = await created({ isbn: '978-0-306-40615-7' });
    expect(first.isbn).toBe('9780306406157');
    for (const isbn of ['9780306406157', '978 0 306 40615 7', '978-0306-406157']) {
      const clash = await send('POST', '/api/books', form({ isbn }));
      expect(clash.statusCode, isbn).toBe(409);
      expect(clash.json()).toEqual({
        success: false,
        requestId: expect.any(String) as string,
        errorType: 'duplicate',
        message: "This ISBN is already in this school's library",
        errors: { isbn: "This ISBN is already in this school's library" },
      });
    }
    await created({ isbn: '0-439-42089-X', title: 'Ten digits' });
    expect((await send('POST', '/api/books', form({ isbn: '043942089x' }))).statusCode).toBe(409);
    await created({ isbn: '978-0-306-40615-7', school_id: other._id });
  });

  it('runs a create once for a repeated Idempotency-Key', async () => {
    const before = await count();
    const key = { 'idempotency-key': newId() };
    const payload = form();
    const first = await send('POST', '/api/books', payload, key);
    const repeat = await send('POST', '/api/books', payload, key);
    expect(first.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });
});
