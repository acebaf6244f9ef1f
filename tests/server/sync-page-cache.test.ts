/**
 * Sync pages are kept until the scope's next change: a repeat is the same page (and a 304 to a reader
 * that has it), and after any change to the scope, made by a route or by another process straight
 * in the database, the page is made again and says so.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { students } from '../../server/db/schema';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

interface SyncPage {
  changes: Array<{ entity: string; record: Record<string, unknown> & { _id: string } }>;
  tombstones: Array<{ entity: string; _id: string }>;
  cursor: string;
}

let t: TestApp;
let admin: string;
let school: School;
let otherSchool: School;
let classId: string;

const pull = (schoolId: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sync?scope=school:${schoolId}&since=0&limit=2000`,
    headers: { ...bearer(admin), ...(etag ? { 'if-none-match': etag } : {}) },
  });
const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: { _id: string } }>().data;
};
const studentsIn = (page: SyncPage) =>
  page.changes.filter((change) => change.entity === 'students').map((change) => change.record);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  const list = await t.app.inject({ method: 'GET', url: '/api/schools?limit=2', headers: bearer(admin) });
  [school, otherSchool] = list.json<{ data: School[] }>().data as [School, School];
  const classes = await t.app.inject({
    method: 'GET',
    url: `/api/classes?school_id=${school._id}`,
    headers: bearer(admin),
  });
  classId = classes.json<{ data: Array<{ _id: string }> }>().data[0]!._id;
});
afterAll(() => t.close());

describe('sync pages kept until the next change', () => {
  it('answers a repeat with the same page and ETag, and 304 to a reader that has it', async () => {
    const first = await pull(school._id);
    const again = await pull(school._id);
    expect(first.headers.etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const kept = await pull(school._id, first.headers.etag);
    expect(kept.statusCode).toBe(304);
    expect(kept.body).toBe('');
  });

  it('makes the page again after each kind of change to the scope, never serving the one before', async () => {
    let before = await pull(school._id);
    const changed = async (what: string) => {
      const after = await pull(school._id, before.headers.etag);
      expect(after.statusCode, what).toBe(200);
      expect(after.headers.etag, what).not.toBe(before.headers.etag);
      const page = after.json<SyncPage>();
      before = after;
      return page;
    };

    const added = await write('POST', '/api/students', {
      _id: newId(),
      student_name: 'Kiran Cache',
      email: 'kiran.cache@shala.demo',
      roll_number: 'KC1',
      class_id: classId,
      school_id: school._id,
      status: true,
    });
    expect(studentsIn(await changed('a student added')).map((each) => each._id)).toContain(added._id);

    await write('PATCH', `/api/students/${added._id}`, { student_name: 'Kiran Renamed' });
    expect(
      studentsIn(await changed('a student renamed')).find((each) => each._id === added._id),
    ).toMatchObject({ student_name: 'Kiran Renamed' });

    await write('DELETE', `/api/students/${added._id}`);
    expect((await changed('a student deleted')).tombstones).toContainEqual({
      entity: 'students',
      _id: added._id,
    });

    // Another server process writing to the same database stamps the next sequence value, as every write.
    const [one] = await t.app.db
      .select({ _id: students._id })
      .from(students)
      .where(eq(students.school_id, school._id))
      .limit(1);
    const [stored] = await t.app.db
      .update(students)
      .set({ student_name: 'Written elsewhere', seq: sql`nextval('sync_seq')` })
      .where(eq(students._id, one!._id))
      .returning({ _id: students._id });
    expect(studentsIn(await changed('a row written by another process'))).toContainEqual(
      expect.objectContaining({ _id: stored!._id, student_name: 'Written elsewhere' }),
    );
  });

  it('keeps a school’s page when another school changes', async () => {
    const before = await pull(school._id);
    await write('POST', '/api/teachers', {
      _id: newId(),
      teacher_id: 'TCOTHER',
      teacher_name: 'Meena Elsewhere',
      email: 'meena.elsewhere@shala.demo',
      phone_number: '9876543210',
      department: 'Science',
      status: 'active',
      school_id: otherSchool._id,
    });
    const after = await pull(school._id, before.headers.etag);
    expect(after.statusCode).toBe(304);
  });
});
