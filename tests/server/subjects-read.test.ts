import { describe, expect, it } from 'vitest';
import type { Subject } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import { other, school, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, created } = setupSchoolRecordsApp('subjects');

interface List {
  data: Subject[];
  pagination: { total: number; limit: number };
  filters: Record<string, string | null>;
}
const list = async (url: string) => {
  const response = await send('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<List>();
};

describe('GET /api/subjects and /api/subjects/search', () => {
  it('searches name, code and department, case-insensitive, within the school', async () => {
    const mine = await created({ name: 'Kannada Reading', code: 'KANRD7', department: 'Languages Lab' });
    await created({
      name: 'Kannada Reading',
      code: 'KANRD7',
      department: 'Languages Lab',
      school_id: other._id,
    });
    for (const search of ['kannada read', 'kanrd7', 'LANGUAGES LAB']) {
      for (const path of ['/api/subjects', '/api/subjects/search']) {
        const body = await list(`${path}?school_id=${school._id}&search=${encodeURIComponent(search)}`);
        expect(
          body.data.map((s) => s._id),
          `${path} ${search}`,
        ).toEqual([mine._id]);
      }
    }
    expect((await list(`/api/subjects/search?school_id=${school._id}&q=kanrd7`)).data).toHaveLength(1);
  });

  it('filters by grade, department and status, and echoes the filters', async () => {
    const a = await created({ grade: 7, department: 'Craft Works', status: 'inactive' });
    const b = await created({ grade: 6, department: 'Craft Works', status: 'active' });
    const byDepartment = await list(`/api/subjects?school_id=${school._id}&department=craft%20works`);
    expect(byDepartment.data.map((s) => s._id).sort()).toEqual([a._id, b._id].sort());
    const byGrade = await list(`/api/subjects?school_id=${school._id}&department=Craft%20Works&grade=7`);
    expect(byGrade.data.map((s) => s._id)).toEqual([a._id]);
    expect(byGrade.filters).toMatchObject({ grade: '7', department: 'Craft Works', school_id: school._id });
    expect(
      (await list(`/api/subjects?school_id=${school._id}&department=Craft%20Works&grade=`)).data,
    ).toHaveLength(2);
    const active = await list(`/api/subjects?school_id=${school._id}&department=Craft%20Works&status=active`);
    expect(active.data.map((s) => s._id)).toEqual([b._id]);
    for (const [query, field, message] of [
      ['grade=8', 'grade', 'Grade must be a whole number from 1 to 7'],
      ['status=maybe', 'status', 'Status must be either active or inactive'],
      [`department=${'d'.repeat(101)}`, 'department', 'Filter text must be less than 100 characters'],
      ['school_id=nope', 'school_id', 'Invalid school id'],
    ]) {
      const response = await send('GET', `/api/subjects?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ errors: { [field!]: message } });
    }
  });

  it('answers one subject, 404 for an unknown one and 400 for a bad id', async () => {
    const subject = await created();
    expect((await send('GET', `/api/subjects/${subject._id}`)).json()).toEqual({
      success: true,
      data: subject,
    });
    expect((await send('GET', `/api/subjects/${newId()}`)).statusCode).toBe(404);
    const bad = await send('GET', '/api/subjects/42');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { id: 'Invalid subject id' } });
  });
});

describe('GET /api/subjects/school/{schoolId}', () => {
  it("answers all the school's live subjects, a deleted one left out", async () => {
    const gone = await created();
    await send('DELETE', `/api/subjects/${gone._id}`);
    const total = (await list(`/api/subjects?school_id=${school._id}&limit=1`)).pagination.total;
    expect(total).toBeGreaterThan(10);
    const body = await list(`/api/subjects/school/${school._id}`);
    expect(body).toMatchObject({ success: true });
    expect(body.data).toHaveLength(total);
    expect(body.data.every((s) => s.school_id === school._id)).toBe(true);
    expect(body.data.some((s) => s._id === gone._id)).toBe(false);
    const searched = await list(`/api/subjects/school/${school._id}?search=${gone.code}`);
    expect(searched.data).toEqual([]);
    expect((await send('GET', `/api/subjects/school/${newId()}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/subjects/school/42')).json()).toMatchObject({
      errors: { id: 'Invalid school id' },
    });
  });
});
