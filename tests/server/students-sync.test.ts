import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import type { Student } from '../../src/domain/students/student-schema';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

interface SyncPage {
  changes: Array<{ entity: string; record: Record<string, unknown> & { _id: string } }>;
  tombstones: Array<{ entity: string; _id: string }>;
  cursor: string;
  hasMore: boolean;
}

let t: TestApp;
let admin: string;
let school: School;
let classId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async <T>(method: Method, url: string, payload?: object, token = admin) => {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
  return response.json<T>();
};
const pullAll = async (since: string, limit = 2000, token = admin) => {
  const pages: SyncPage[] = [];
  let cursor = since;
  for (;;) {
    const page = await call<SyncPage>(
      'GET',
      `/api/sync?scope=school:${school._id}&since=${cursor}&limit=${limit}`,
      undefined,
      token,
    );
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return {
    cursor,
    changes: pages.flatMap((p) => p.changes),
    tombstones: pages.flatMap((p) => p.tombstones),
    pages,
  };
};
const student = (n: number) => ({
  _id: newId(),
  student_name: 'Pooja Vitthal More',
  email: `pooja.${n}@sync.shala.demo`,
  roll_number: `SY${n}`,
  class_id: classId,
  status: true,
});
const withoutClass = ({ class: _class, ...rest }: Student) => rest;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  school = (await call<{ data: School[] }>('GET', '/api/schools?limit=1')).data[0]!;
  classId = (await call<{ data: Array<{ _id: string }> }>('GET', `/api/classes?school_id=${school._id}`))
    .data[0]!._id;
});
afterAll(() => t.close());

describe('/api/sync and student writes', () => {
  it('sends new and changed students as the routes answer them, tombstones, and the school with fresh counts', async () => {
    const { cursor } = await pullAll('0');
    const seeded = (await call<{ data: Student[] }>('GET', `/api/students?school_id=${school._id}&limit=2`))
      .data;
    const added = (
      await call<{ data: Student }>('POST', '/api/students', { ...student(1), school_id: school._id })
    ).data;
    const second = (
      await call<{ data: Student }>('POST', '/api/students', { ...student(2), school_id: school._id })
    ).data;
    const changed = (
      await call<{ data: Student }>('PATCH', `/api/students/${seeded[0]!._id}`, { status: false })
    ).data;
    await call('DELETE', `/api/students/${seeded[1]!._id}`);
    await call('DELETE', `/api/students/${second._id}`);

    const delta = await pullAll(cursor);
    const students = delta.changes.filter((c) => c.entity === 'students').map((c) => c.record);
    expect(students).toEqual([withoutClass(added), withoutClass(changed)]);
    expect(delta.tombstones).toEqual([
      { entity: 'students', _id: seeded[1]!._id },
      { entity: 'students', _id: second._id },
    ]);
    const schools = delta.changes.filter((c) => c.entity === 'schools').map((c) => c.record);
    expect(schools).toHaveLength(1);
    expect(schools[0]).toMatchObject({
      _id: school._id,
      studentCount: school.studentCount,
      totalStudentsCount: school.studentCount,
    });
    expect(delta.changes.at(-1)?.entity).toBe('schools');
  });

  it('sends all 1,000 rows of a bulk import across pages, each once, and the school with its new count', async () => {
    const { cursor } = await pullAll('0');
    const before = (await call<{ data: School }>('GET', `/api/schools/${school._id}`)).data.studentCount;
    const rows = Array.from({ length: 1000 }, (_, i) => student(1000 + i));
    await call('POST', '/api/students/bulk', { school_id: school._id, students: rows });
    const delta = await pullAll(cursor, 300);
    expect(delta.pages.length).toBe(4);
    const ids = delta.changes.filter((c) => c.entity === 'students').map((c) => c.record._id);
    expect(ids).toEqual(rows.map((row) => row._id));
    const schools = delta.changes.filter((c) => c.entity === 'schools');
    expect(schools.map((c) => c.record)).toMatchObject([{ _id: school._id, studentCount: before + 1000 }]);

    const schoolAdmin = (await signIn(t.app, DEMO.schoolAdmin)).token;
    const theirs = await pullAll(cursor, 2000, schoolAdmin);
    expect(theirs.changes).toEqual(delta.changes);
  });
});
