import { beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../src/domain/books/book';
import { newId } from '../../src/domain/ids';
import { t, admin, schoolAdmin, plainUser, own, other, call, setupAccessApp } from './helpers/access-app';
import { isbn13 } from './helpers/school-records-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let ownBooks: Book[];
let otherBooks: Book[];
let n = 0;

const booksOf = async (schoolId: string) =>
  (await call(admin, 'GET', `/api/books?school_id=${schoolId}&limit=1000`)).json<{ data: Book[] }>().data;
const book = (schoolId: string) => ({
  _id: newId(),
  title: 'Access Book',
  author: 'Sane Guruji',
  subject: 'Marathi',
  grade: 4,
  isbn: isbn13(++n),
  copies: 3,
  available: 3,
  school_id: schoolId,
});

/** Every books route, reading or writing the given book's school and record. */
const routes = (target: Book): Route[] => [
  ['GET', `/api/books?school_id=${target.school_id}`],
  ['GET', `/api/books/search?q=a&school_id=${target.school_id}`],
  ['GET', `/api/books/${target._id}`],
  ['POST', '/api/books', book(target.school_id)],
  ['PATCH', `/api/books/${target._id}`, { available: 0 }],
  ['DELETE', `/api/books/${target._id}`],
];

setupAccessApp();
beforeAll(async () => {
  ownBooks = await booksOf(own._id);
  otherBooks = await booksOf(other._id);
});

describe('who may call the books routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes(ownBooks[0]!)) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 403 to a school admin on every route for another school's books, and changes nothing", async () => {
    const target = otherBooks[0]!;
    for (const [method, url, payload] of routes(target)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
    }
    const gone = otherBooks[1]!;
    await call(admin, 'DELETE', `/api/books/${gone._id}`);
    expect((await call(schoolAdmin, 'GET', `/api/books/${gone._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/books/${target._id}`)).json()).toEqual({
      success: true,
      data: target,
    });
    expect(await booksOf(other._id)).toHaveLength(otherBooks.length - 1);
  });

  it("limits a school admin's lists and searches to their own school, and says 404 for an unknown book", async () => {
    for (const url of ['/api/books?limit=1000', '/api/books/search?q=a&limit=1000']) {
      const body = (await call(schoolAdmin, 'GET', url)).json<{ data: Book[] }>();
      expect(body.data.length, url).toBeGreaterThan(0);
      expect(
        body.data.every((x) => x.school_id === own._id),
        url,
      ).toBe(true);
    }
    const all = (await call(schoolAdmin, 'GET', '/api/books')).json<{ pagination: { total: number } }>();
    expect(all.pagination.total).toBe(ownBooks.length);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(
        schoolAdmin,
        method,
        `/api/books/${newId()}`,
        method === 'PATCH' ? {} : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Book not found' });
    }
  });

  it('lets a school admin call every route for their own school', async () => {
    const expected: Record<Method, number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 200 };
    for (const [method, url, payload] of routes(ownBooks[0]!)) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected[method]);
    }
  });
});
