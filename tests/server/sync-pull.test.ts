import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

interface SyncPage {
  success: boolean;
  changes: Array<{ entity: string; record: { _id: string; version: number } & Record<string, unknown> }>;
  tombstones: Array<{ entity: string; _id: string }>;
  cursor: string;
  hasMore: boolean;
}

let t: TestApp;
let admin: string;
let schools: School[];

const pull = async (token: string, scope: string, since = '0', limit = 2000) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sync?scope=${scope}&since=${since}&limit=${limit}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SyncPage>();
};

/** Every page until hasMore is false; checks that the cursor only moves forward. */
const pullAll = async (token: string, scope: string, limit = 2000, since = '0') => {
  const pages: SyncPage[] = [];
  let cursor = since;
  for (;;) {
    const page = await pull(token, scope, cursor, limit);
    expect(page.changes.length + page.tombstones.length).toBeLessThanOrEqual(limit);
    if (page.changes.length + page.tombstones.length > 0)
      expect(BigInt(page.cursor)).toBeGreaterThan(BigInt(cursor));
    else expect(page.cursor).toBe(cursor);
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return {
    pages,
    cursor,
    changes: pages.flatMap((page) => page.changes),
    tombstones: pages.flatMap((page) => page.tombstones),
  };
};
const keys = (changes: SyncPage['changes']) => changes.map(({ entity, record }) => `${entity}:${record._id}`);
const send = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  const list = await t.app.inject({ method: 'GET', url: '/api/schools?limit=100', headers: bearer(admin) });
  schools = list.json<{ data: School[] }>().data;
});
afterAll(() => t.close());

describe('GET /api/sync?scope=global', () => {
  it('sends schools, devices, contents, both masters and the accounts as their API views', async () => {
    const all = await pullAll(admin, 'global');
    expect(all.pages).toHaveLength(1);
    expect(all.pages[0]).toMatchObject({ success: true, hasMore: false, tombstones: [] });
    expect(new Set(all.changes.map((c) => c.entity))).toEqual(
      new Set(['schools', 'devices', 'contents', 'masterClasses', 'masterSubjects', 'users']),
    );
    // An account carries no password hash.
    const account = all.changes.find((c) => c.entity === 'users')!.record;
    expect(Object.keys(account)).not.toContain('passwordHash');
    expect(account).toMatchObject({ status: 'active' });
    const synced = all.changes.filter((c) => c.entity === 'schools').map((c) => c.record);
    expect(synced.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      [...schools].sort((a, b) => a._id.localeCompare(b._id)),
    );
    // A device carries its token's hint and its school, never the token (tablets are shared).
    const device = all.changes.find((c) => c.entity === 'devices')!.record;
    expect(Object.keys(device).sort()).toEqual(
      [
        '_id',
        'api_token_hint',
        'createdAt',
        'device_name',
        'imei_number',
        'school',
        'school_id',
        'school_name',
        'status',
        'updatedAt',
        'version',
        // The headset's last check-in (docs/headsets.md).
        'last_seen_at',
        'battery_percent',
        'charging',
        'free_storage_mb',
        'app_version',
        'os_version',
        'lessons_status',
        'lessons_installed',
        'lessons_total',
      ].sort(),
    );
    expect(new Set(keys(all.changes)).size).toBe(all.changes.length);
  });
});

describe('GET /api/sync?scope=school:<id>', () => {
  it("sends the school's row and its classes, subjects, students, teachers and books, nothing else", async () => {
    const school = schools[3]!;
    const all = await pullAll(admin, `school:${school._id}`);
    const count = (entity: string) => all.changes.filter((c) => c.entity === entity).length;
    expect(all.changes.filter((c) => c.entity === 'schools').map((c) => c.record)).toEqual([school]);
    expect(count('classes')).toBe(school.classCount);
    expect(count('subjects')).toBe(school.subjectCount);
    expect(count('students')).toBe(school.studentCount);
    expect(count('teachers')).toBe(school.teacherCount);
    expect(count('books')).toBeGreaterThan(0);
    expect(new Set(all.changes.map((c) => c.entity)).size).toBe(6);
    for (const { entity, record } of all.changes)
      if (entity !== 'schools') expect(record.school_id).toBe(school._id);
    const student = all.changes.find((c) => c.entity === 'students')!.record;
    expect(Object.keys(student).sort()).toEqual(
      [
        '_id',
        'class_history',
        'class_id',
        'createdAt',
        'email',
        'left_year',
        'profile_image',
        'roll_number',
        'school_id',
        'status',
        'student_name',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(typeof student.status).toBe('boolean');
    const teacher = all.changes.find((c) => c.entity === 'teachers')!.record;
    expect([typeof teacher.teacher_id, typeof teacher.teacher_name, teacher.status]).toEqual([
      'string',
      'string',
      'active',
    ]);
  });

  it('pages with a small limit and hasMore, sending every row exactly once', async () => {
    const scope = `school:${schools[0]!._id}`;
    const whole = await pullAll(admin, scope);
    const paged = await pullAll(admin, scope, 37);
    expect(paged.pages.length).toBe(Math.ceil(whole.changes.length / 37));
    expect(paged.pages.slice(0, -1).every((page) => page.hasMore && page.changes.length === 37)).toBe(true);
    expect(keys(paged.changes)).toEqual(keys(whole.changes));
    expect(new Set(keys(paged.changes)).size).toBe(paged.changes.length);
    expect(paged.cursor).toBe(whole.cursor);
    expect(await pull(admin, scope, whole.cursor)).toEqual({
      success: true,
      changes: [],
      tombstones: [],
      cursor: whole.cursor,
      hasMore: false,
    });
  });
});

describe('changes after a cursor', () => {
  it('sends an edited school once with its new version, and a deleted one as a tombstone', async () => {
    const [edited, deleted] = [schools[1]!, schools[4]!];
    const start = (await pullAll(admin, 'global')).cursor;
    const schoolStart = (await pullAll(admin, `school:${deleted._id}`)).cursor;
    await send('PATCH', `/api/schools/${edited._id}`, { contact: 'Anjali Pawar-Bhilare' });
    await send('PATCH', `/api/schools/${edited._id}`, { contact: 'Anjali Pawar' });
    expect((await send('DELETE', `/api/schools/${deleted._id}`)).statusCode).toBe(200);

    const after = await pullAll(admin, 'global', 2000, start);
    expect(after.changes.map((c) => [c.entity, c.record._id, c.record.version, c.record.contact])).toEqual([
      ['schools', edited._id, edited.version + 2, 'Anjali Pawar'],
    ]);
    expect(after.tombstones).toEqual([{ entity: 'schools', _id: deleted._id }]);
    expect((await pullAll(admin, `school:${deleted._id}`, 2000, schoolStart)).tombstones).toEqual([
      { entity: 'schools', _id: deleted._id },
    ]);
    const fromScratch = await pullAll(admin, 'global');
    expect(keys(fromScratch.changes)).not.toContain(`schools:${deleted._id}`);
    expect(fromScratch.tombstones).toContainEqual({ entity: 'schools', _id: deleted._id });
  });
});
