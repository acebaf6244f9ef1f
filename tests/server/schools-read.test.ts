import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let schools: School[];

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const data = async <T>(url: string): Promise<T> => {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.superAdmin)).token;
  schools = await data<School[]>('/api/schools?limit=100');
});
afterAll(() => t.close());

describe('GET /api/schools', () => {
  it('answers the list envelope, sorted by name, with counts under both names', async () => {
    const response = await get('/api/schools');
    const body = response.json<Record<string, unknown> & { data: School[] }>();
    expect(body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 20, total: 6, totalPages: 1, hasNext: false, hasPrev: false },
      filters: { status: null, search: null, city: null, state: null },
    });
    expect(body.schools).toEqual(body.data);
    const names = body.data.map((school) => school.school_name);
    expect(names).toEqual([...names].sort());
    for (const school of body.data) {
      expect([typeof school.version, typeof school.createdAt]).toEqual(['number', 'string']);
      expect(school.studentCount).toBe(school.totalStudentsCount);
      expect(school.teacherCount).toBe(school.totalTeachersCount);
      expect(school.subjectCount).toBe(school.totalSubjectCount);
      expect(school.classCount).toBe(school.totalClassesCount);
      expect(school.studentCount).toBeGreaterThan(0);
      expect(school).not.toHaveProperty('seq');
      expect(school).not.toHaveProperty('ownerId');
    }
  });

  it('pages by 5: page 1 of 2 holds five, page 2 the sixth, page 3 nothing', async () => {
    const page = async (n: number) =>
      (await get(`/api/schools?page=${n}&limit=5`)).json<{ data: School[]; pagination: object }>();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.pagination).toEqual({
      page: 1,
      limit: 5,
      total: 6,
      totalPages: 2,
      hasNext: true,
      hasPrev: false,
    });
    expect(second.pagination).toEqual({
      page: 2,
      limit: 5,
      total: 6,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
    expect(first.data).toHaveLength(5);
    expect(second.data.map((s) => s._id)).toEqual([schools[5]!._id]);
    expect(third.data).toEqual([]);
    expect(third.pagination).toMatchObject({ page: 3, total: 6, totalPages: 2, hasNext: false });
    expect([...first.data, ...second.data].map((s) => s._id)).toEqual(schools.map((s) => s._id));
  });

  it('searches name, city, state, locality, principal and e-mail, case-insensitively', async () => {
    const ids = async (query: string) =>
      (await data<School[]>(`/api/schools?${query}`)).map((s) => s.school_name);
    expect(await ids('search=AMBAVADE')).toEqual(['Zilla Parishad Primary School Ambavade']);
    expect(await ids('search=bhor')).toEqual(['Zilla Parishad Primary School Ambavade']);
    expect(await ids('search=maharashtra')).toHaveLength(6);
    expect(await ids('search=siddhi')).toEqual(['Zilla Parishad Primary School Ralegan Siddhi']);
    expect(await ids('search=kolhe')).toEqual(['Zilla Parishad Primary School Narayangaon']);
    expect(await ids('search=office%40bhilar')).toEqual(['Zilla Parishad Primary School Bhilar']);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
    const searched = (await get('/api/schools?search=%20pune%20&status=all')).json<{ filters: object }>();
    expect(searched.filters).toMatchObject({ search: 'pune', status: null });
  });

  it('filters by status, city and state', async () => {
    const inactive = await data<School[]>('/api/schools?status=inactive');
    expect(inactive.map((s) => s.locality)).toEqual(['Wadgaon Kashimbeg']);
    expect(await data<School[]>('/api/schools?status=active')).toHaveLength(5);
    expect(await data<School[]>('/api/schools?status=all')).toHaveLength(6);
    expect((await data<School[]>('/api/schools?city=junnar&state=Maharashtra')).map((s) => s.city)).toEqual([
      'Junnar',
    ]);
    expect(await data<School[]>('/api/schools?state=Kerala')).toEqual([]);
  });

  it('answers 400 for a bad page, limit, status or an overlong search, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'Limit must be a whole number from 1 to 100'],
      ['limit=101', 'Limit must be a whole number from 1 to 100'],
      ['limit=abc', 'Limit must be a whole number from 1 to 100'],
      ['page=0', 'Page must be a whole number of at least 1'],
      ['page=1&page=2', 'Page must be a whole number of at least 1'],
      ['page=99999999999999999999', 'Page must be a whole number of at least 1'],
      ['status=closed', 'Status must be active or inactive'],
      [`search=${'x'.repeat(101)}`, 'Search text must be less than 100 characters'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/schools?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message, errorType: 'validation' });
    }
  });
});

describe('the other school lists', () => {
  it('GET /schools/search?q= and /schools/search-advanced answer the same envelope', async () => {
    const searched = (await get('/api/schools/search?q=bhilar')).json<{
      data: School[];
      schools: School[];
    }>();
    expect(searched.data.map((s) => s.locality)).toEqual(['Bhilar']);
    expect(searched.schools).toEqual(searched.data);
    const advanced = await data<School[]>('/api/schools/search-advanced?status=active&city=bh&pincode=4122');
    expect(advanced.map((s) => s.locality)).toEqual(['Ambavade']);
    expect(
      await data<School[]>('/api/schools/search-advanced?principal_name=auti&locality=ralegan'),
    ).toHaveLength(1);
  });

  it('GET /schools/active lists the five active schools', async () => {
    const body = (await get('/api/schools/active')).json<{ data: School[]; schools: School[] }>();
    expect(body.data).toHaveLength(5);
    expect(body.data.every((s) => s.status === 'active')).toBe(true);
    expect(body.schools).toEqual(body.data);
  });

  it('GET /schools/dropdown answers id, name and city, filtered by status', async () => {
    const all = await data<object[]>('/api/schools/dropdown');
    expect(all).toHaveLength(6);
    const inactive = await data<object[]>('/api/schools/dropdown?status=inactive');
    expect(inactive).toEqual([
      {
        _id: schools[5]!._id,
        school_name: 'Zilla Parishad Primary School Wadgaon Kashimbeg',
        city: 'Manchar',
      },
    ]);
    expect((await get('/api/schools/dropdown?status=maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/schools/{id} and the statistics', () => {
  it('answers one school with its counts, 404 for an unknown id and 400 for a malformed one', async () => {
    const school = schools[0]!;
    expect(await data<School>(`/api/schools/${school._id}`)).toEqual(school);
    const unknown = await get('/api/schools/019e0000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorType: 'not_found', message: 'School not found' });
    // Checked for shape before any query, on every route that names a school.
    for (const path of ['/api/schools/', '/api/schools/statistics/']) {
      for (const id of ['not-an-id', 'x'.repeat(90)]) {
        const response = await get(`${path}${id}`);
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toMatchObject({
          errorType: 'validation',
          errors: { id: 'Invalid school id' },
        });
      }
    }
  });

  it('GET /schools/statistics totals every school and counts them per status', async () => {
    const sum = (pick: (s: School) => number) => schools.reduce((total, s) => total + pick(s), 0);
    expect(await data('/api/schools/statistics')).toEqual({
      totalSchools: 6,
      activeSchools: 5,
      inactiveSchools: 1,
      byStatus: { active: 5, inactive: 1 },
      totalStudentsCount: sum((s) => s.studentCount),
      totalTeachersCount: sum((s) => s.teacherCount),
      totalClassesCount: sum((s) => s.classCount),
      totalSubjectCount: sum((s) => s.subjectCount),
    });
  });

  it('GET /schools/statistics/{id} answers the counts and the classes by grade', async () => {
    const school = schools[2]!;
    const stats = await data<{ classes: Array<Record<string, unknown>> } & Record<string, unknown>>(
      `/api/schools/statistics/${school._id}`,
    );
    expect(stats).toMatchObject({
      totalStudentsCount: school.studentCount,
      totalTeachersCount: school.teacherCount,
      totalClassesCount: school.classCount,
      totalSubjectCount: school.subjectCount,
    });
    expect(stats.classes).toHaveLength(school.classCount);
    for (const row of stats.classes) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'class_id', 'class_name', 'grade', 'section']);
    }
    const grades = stats.classes.map((row) => row.grade as number);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect((await get('/api/schools/statistics/019e0000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});
