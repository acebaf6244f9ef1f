import { beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../src/domain/books/book';
import { bookStatus } from '../../src/domain/books/book-status';
import type { School } from '../../src/domain/schools/school';
import { getJson, setupApiApp, type ListBody } from './helpers/api-app';

type BookList = ListBody<Book>;

let school: School;
let all: Book[];

const get = <T = BookList>(url: string, status = 200) => getJson<T>(url, status);

setupApiApp();
beforeAll(async () => {
  school = (await get<{ data: School[] }>('/api/schools?limit=100')).data[1]!;
  all = (await get('/api/books?page=1&limit=1000')).data;
});

describe('GET /api/books', () => {
  it('answers the list envelope, 10 by default, each book with its computed status', async () => {
    const body = await get('/api/books');
    expect(body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 10, total: all.length, hasPrev: false, hasNext: true },
      filters: { search: null, grade: null, status: null, school_id: null },
    });
    expect(body.data).toHaveLength(10);
    expect(all.length).toBeGreaterThan(20);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        '_id',
        'title',
        'author',
        'subject',
        'grade',
        'isbn',
        'copies',
        'available',
        'status',
        'school_id',
        'version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(all.every((book) => book.status === bookStatus(book))).toBe(true);
    const second = await get('/api/books?page=2&limit=10');
    expect(second.data.map((x) => x._id)).toEqual(all.slice(10, 20).map((x) => x._id));
  });

  it('filters by school, grade and status', async () => {
    const mine = await get(`/api/books?school_id=${school._id}&limit=1000`);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.length).toBe(all.filter((x) => x.school_id === school._id).length);
    const grade7 = await get('/api/books?grade=7&limit=1000');
    expect(grade7.data.length).toBe(all.filter((x) => x.grade === 7).length);
    expect(grade7.filters.grade).toBe('7');
    for (const status of ['available', 'low-stock', 'out-of-stock'] as const) {
      const listed = await get(`/api/books?status=${status.toUpperCase()}&limit=1000`);
      expect(listed.data.map((x) => x._id).sort(), status).toEqual(
        all
          .filter((x) => x.status === status)
          .map((x) => x._id)
          .sort(),
      );
      expect(listed.filters.status).toBe(status);
    }
    expect((await get('/api/books?status=all&grade=')).pagination.total).toBe(all.length);
  });

  it('searches title, author and subject, case-insensitive, on both routes', async () => {
    const sample = all.find((x) => x.author !== x.title)!;
    for (const text of [sample.title.toUpperCase(), sample.author.toLowerCase(), sample.subject]) {
      const found = await get(`/api/books/search?q=${encodeURIComponent(text)}&limit=1000`);
      expect(
        found.data.map((x) => x._id),
        text,
      ).toContain(sample._id);
      const matching = all.filter((x) =>
        [x.title, x.author, x.subject].some((field) => field.toLowerCase().includes(text.toLowerCase())),
      );
      expect(found.pagination.total, text).toBe(matching.length);
    }
    expect((await get(`/api/books?search=${sample.isbn}`)).pagination.total).toBe(0);
  });

  it('refuses bad query values with 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=borrowed', 'status', 'Status must be available, low-stock or out-of-stock'],
      ['grade=8', 'grade', 'Grade must be from 1 to 7'],
      ['grade=one', 'grade', 'Grade must be from 1 to 7'],
      ['limit=0', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['school_id=1', 'school_id', 'Invalid school id'],
      [`search=${'s'.repeat(101)}`, 'search', 'Search text must be less than 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const body = await get<{ errors: Record<string, string> }>(`/api/books?${query}`, 400);
      expect(body.errors[field], query).toBe(message);
    }
  });
});

describe('GET /api/books/{id}', () => {
  it('answers { success, data }, 404 when unknown, 400 when malformed', async () => {
    expect(await get(`/api/books/${all[3]!._id}`)).toEqual({ success: true, data: all[3] });
    expect(await get('/api/books/019e0000-0000-7000-8000-000000000000', 404)).toMatchObject({
      message: 'Book not found',
    });
    expect(await get('/api/books/9780306406157', 400)).toMatchObject({ errors: { id: 'Invalid book id' } });
  });
});
