/**
 * List pages send each record as JSON built by the database (`answerJson`); a record read alone is
 * made in TypeScript (`answers`). For every school-records area, each record of a list page is the
 * record read alone, field for field and in the same order, on the database the suite runs on: a
 * pupil's class summary included, and null when the class is gone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { School } from '../../src/domain/schools/school';
import { classes } from '../../server/db/schema';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let school: School;

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, DEMO.superAdmin)).token;
  school = (await get<{ data: School[] }>('/api/schools?limit=1')).data[0]!;
  // A class gone under its pupils (as only a direct change to the database can leave it).
  const [klass] = await t.app.db
    .select({ _id: classes._id })
    .from(classes)
    .where(eq(classes.school_id, school._id))
    .limit(1);
  await t.app.db.update(classes).set({ deletedAt: new Date() }).where(eq(classes._id, klass!._id));
});
afterAll(() => t.close());

describe('list pages and records read alone', () => {
  it.each(['students', 'teachers', 'classes', 'subjects', 'books'])(
    '%s: every record of the list is the record read alone',
    async (area) => {
      const list = await get<{ data: Array<{ _id: string }> }>(
        `/api/${area}?school_id=${school._id}&limit=1000`,
      );
      expect(list.data.length).toBeGreaterThan(0);
      for (const record of list.data) {
        const alone = (await get<{ data: object }>(`/api/${area}/${record._id}`)).data;
        expect(record).toStrictEqual(alone);
        expect(Object.keys(record)).toEqual(Object.keys(alone));
      }
    },
  );

  it('sends a pupil whose class is gone with a null class summary', async () => {
    const list = await get<{ data: Array<{ class: unknown }> }>(
      `/api/students?school_id=${school._id}&limit=1000`,
    );
    expect(list.data.some((pupil) => pupil.class === null)).toBe(true);
    expect(list.data.some((pupil) => pupil.class !== null)).toBe(true);
  });
});
