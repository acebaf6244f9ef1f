import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import type { Student } from '../../src/domain/students/student-schema';
import { getJson, setupApiApp, type ListBody } from './helpers/api-app';

type StudentList = ListBody<Student>;

let school: School;
let sample: Student;

const get = <T = StudentList>(url: string, status = 200) => getJson<T>(url, status);

setupApiApp();
beforeAll(async () => {
  school = (await get<{ data: School[] }>('/api/schools?limit=100')).data[2]!;
  sample = (await get(`/api/students?school_id=${school._id}&limit=1&page=7`)).data[0]!;
});

describe('GET /api/students', () => {
  it('answers the list envelope with 10 students by default, each with its class summary', async () => {
    const body = await get('/api/students');
    expect(body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 10, hasPrev: false, hasNext: true },
      filters: { search: null, class: null, status: null, school_id: null },
    });
    expect(body.pagination.total).toBeGreaterThan(1000);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 10));
    expect(body.data).toHaveLength(10);
    for (const student of body.data) {
      expect(student.class).toEqual({
        _id: student.class_id,
        class_name: expect.any(String) as string,
        section: expect.any(String) as string,
        grade: expect.any(Number) as number,
      });
      expect(typeof student.status).toBe('boolean');
      expect(student.version).toBeGreaterThanOrEqual(1);
    }
  });

  it('pages without overlap and says when there is more', async () => {
    const url = `/api/students?school_id=${school._id}&limit=7`;
    const first = await get(`${url}&page=1`);
    const second = await get(`${url}&page=2`);
    expect(second.pagination).toMatchObject({ page: 2, limit: 7, hasPrev: true, total: school.studentCount });
    const ids = new Set([...first.data, ...second.data].map((s) => s._id));
    expect(ids.size).toBe(14);
    const last = await get(`${url}&page=${first.pagination.totalPages}`);
    expect(last.pagination.hasNext).toBe(false);
    expect(last.data.length).toBe(school.studentCount - 7 * (first.pagination.totalPages - 1));
    expect((await get(`${url}&page=999`)).data).toEqual([]);
  });

  it('searches name, e-mail and roll number, case-insensitive', async () => {
    const surname = sample.student_name.split(' ').at(-1)!;
    const byName = await get(`/api/students?search=${encodeURIComponent(surname.toUpperCase())}&limit=1000`);
    expect(byName.data.map((s) => s._id)).toContain(sample._id);
    expect(
      byName.data.every(
        (s) =>
          s.student_name.toLowerCase().includes(surname.toLowerCase()) ||
          s.email.includes(surname.toLowerCase()),
      ),
    ).toBe(true);
    expect(byName.filters.search).toBe(surname.toUpperCase());
    const byEmail = await get(`/api/students?search=${encodeURIComponent(sample.email.toUpperCase())}`);
    expect(byEmail.data.map((s) => s._id)).toEqual([sample._id]);
    const byRoll = await get(
      `/api/students?school_id=${school._id}&search=${sample.roll_number.toLowerCase()}`,
    );
    expect(byRoll.data.map((s) => s._id)).toContain(sample._id);
    expect(byRoll.data.every((s) => s.roll_number.includes(sample.roll_number))).toBe(true);
    const viaSearchRoute = await get(`/api/students/search?q=${encodeURIComponent(sample.email)}`);
    expect(viaSearchRoute.data.map((s) => s._id)).toEqual([sample._id]);
    expect((await get('/api/students?search=%25_%25')).data).toEqual([]);
  });

  it('filters by class and by status (active, inactive, true, false)', async () => {
    const byClass = await get(`/api/students?class=${sample.class_id}&limit=1000`);
    expect(byClass.data.length).toBeGreaterThan(5);
    expect(byClass.data.every((s) => s.class_id === sample.class_id)).toBe(true);
    expect(byClass.filters.class).toBe(sample.class_id);
    const inactive = await get(`/api/students?status=inactive&limit=1000`);
    expect(inactive.data.length).toBeGreaterThan(0);
    expect(inactive.data.every((s) => !s.status)).toBe(true);
    expect((await get('/api/students?status=false&limit=1000')).pagination.total).toBe(
      inactive.pagination.total,
    );
    const active = await get(`/api/students?status=ACTIVE&school_id=${school._id}`);
    const all = await get(`/api/students?status=all&school_id=${school._id}`);
    const none = await get(`/api/students?status=inactive&school_id=${school._id}`);
    expect(active.pagination.total + none.pagination.total).toBe(all.pagination.total);
    expect((await get('/api/students?status=true')).pagination.total).toBe(
      (await get('/api/students?status=active')).pagination.total,
    );
  });

  it('refuses bad query values with 400 and their message', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=maybe', 'status', 'Status must be active or inactive'],
      ['page=0', 'page', 'Page must be a whole number of at least 1'],
      ['limit=1001', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['class=5A', 'class', 'Please select a valid class'],
      ['school_id=nope', 'school_id', 'Invalid school id'],
      [`search=${'x'.repeat(101)}`, 'search', 'Search text must be less than 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const body = await get<{ errorType: string; errors: Record<string, string> }>(
        `/api/students?${query}`,
        400,
      );
      expect(body.errorType, query).toBe('validation');
      expect(body.errors[field], query).toBe(message);
    }
  });
});

describe('GET /api/students/school/{id} and /api/students/{id}', () => {
  it('answers every student of the school when no limit is given', async () => {
    const body = await get(`/api/students/school/${school._id}`);
    expect(body.data).toHaveLength(school.studentCount);
    expect(body.pagination).toMatchObject({ total: school.studentCount, totalPages: 1, hasNext: false });
    expect(body.data.every((s) => s.school_id === school._id)).toBe(true);
    const paged = await get(`/api/students/school/${school._id}?limit=5&search=${sample.roll_number}`);
    expect(paged.data.map((s) => s._id)).toContain(sample._id);
  });

  it('answers 404 for an unknown school and 400 for a malformed id', async () => {
    await get('/api/students/school/019e0000-0000-7000-8000-000000000000', 404);
    expect(await get('/api/students/school/42', 400)).toMatchObject({ errors: { id: 'Invalid school id' } });
  });

  it('answers one student with its class, 404 when unknown, 400 when malformed', async () => {
    const body = await get<{ success: boolean; data: Student }>(`/api/students/${sample._id}`);
    expect(body).toEqual({ success: true, data: sample });
    expect(await get('/api/students/019e0000-0000-7000-8000-000000000000', 404)).toMatchObject({
      message: 'Student not found',
      errorType: 'not_found',
    });
    expect(await get('/api/students/1%27%20or%201=1', 400)).toMatchObject({
      errorType: 'validation',
      errors: { id: 'Invalid student id' },
    });
  });
});
