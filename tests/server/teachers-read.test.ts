import { beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import type { Teacher } from '../../src/domain/teachers/teacher-schema';
import { getJson, setupApiApp, type ListBody } from './helpers/api-app';

type TeacherList = ListBody<Teacher>;

let school: School;
let all: Teacher[];

const get = <T = TeacherList>(url: string, status = 200) => getJson<T>(url, status);

setupApiApp();
beforeAll(async () => {
  school = (await get<{ data: School[] }>('/api/schools?limit=100')).data[1]!;
  all = (await get('/api/teachers?page=1&limit=1000')).data;
});

describe('GET /api/teachers', () => {
  it('answers the list envelope, 10 by default, and every teacher with limit 1000', async () => {
    const body = await get('/api/teachers');
    expect(body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 10, total: all.length, hasPrev: false, hasNext: true },
      filters: { search: null, department: null, status: null, school_id: null },
    });
    expect(body.data).toHaveLength(10);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        '_id',
        'teacher_id',
        'teacher_name',
        'email',
        'phone_number',
        'status',
        'department',
        'school_id',
        'version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    const second = await get('/api/teachers?page=2&limit=10');
    expect(second.pagination).toMatchObject({ page: 2, hasPrev: true });
    expect(second.data.map((x) => x._id)).toEqual(all.slice(10, 20).map((x) => x._id));
  });

  it('filters by school, department and status', async () => {
    const mine = await get(`/api/teachers?school_id=${school._id}&limit=1000`);
    expect(mine.data).toHaveLength(school.teacherCount);
    expect(mine.data.every((x) => x.school_id === school._id)).toBe(true);
    const department = all.find((x) => x.department && x.department !== 'Administration')!.department!;
    const byDepartment = await get(
      `/api/teachers?department=${encodeURIComponent(department.toUpperCase())}&limit=1000`,
    );
    expect(byDepartment.data.length).toBe(all.filter((x) => x.department === department).length);
    expect(byDepartment.filters.department).toBe(department.toUpperCase());
    const inactive = await get('/api/teachers?status=inactive&limit=1000');
    expect(inactive.data.length).toBe(all.filter((x) => x.status === 'inactive').length);
    expect(
      (await get('/api/teachers?status=active&limit=1000')).data.every((x) => x.status === 'active'),
    ).toBe(true);
    expect((await get('/api/teachers?status=false')).pagination.total).toBe(inactive.pagination.total);
  });

  it('searches name, e-mail and Teacher ID, case-insensitive, on both routes', async () => {
    const sample = all[7]!;
    const byName = await get(
      `/api/teachers/search?q=${encodeURIComponent(sample.teacher_name.toLowerCase())}`,
    );
    expect(byName.data.map((x) => x._id)).toContain(sample._id);
    const byEmail = await get(`/api/teachers?search=${encodeURIComponent(sample.email.toUpperCase())}`);
    expect(byEmail.data.map((x) => x._id)).toEqual([sample._id]);
    const byCode = await get(`/api/teachers?search=${sample.teacher_id.toLowerCase()}`);
    expect(byCode.data.map((x) => x._id)).toEqual([sample._id]);
  });

  it('refuses bad query values with 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=retired', 'status', 'Status must be either active or inactive'],
      ['limit=0', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['page=-1', 'page', 'Page must be a whole number of at least 1'],
      ['school_id=1', 'school_id', 'Invalid school id'],
      [`department=${'d'.repeat(101)}`, 'department', 'Filter text must be less than 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const body = await get<{ errors: Record<string, string> }>(`/api/teachers?${query}`, 400);
      expect(body.errors[field], query).toBe(message);
    }
  });
});

describe('GET /api/teachers/{id}', () => {
  it('answers { success, data }, 404 when unknown, 400 when malformed', async () => {
    expect(await get(`/api/teachers/${all[3]!._id}`)).toEqual({ success: true, data: all[3] });
    expect(await get('/api/teachers/019e0000-0000-7000-8000-000000000000', 404)).toMatchObject({
      message: 'Teacher not found',
    });
    expect(await get('/api/teachers/T001', 400)).toMatchObject({ errors: { id: 'Invalid teacher id' } });
  });
});
