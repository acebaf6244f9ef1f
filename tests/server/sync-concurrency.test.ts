/**
 * Many writers commit while a reader pulls with its cursor: the reader must end with every change,
 * each version once. Runs on PGlite, and on PostgreSQL (truly concurrent transactions) with TEST_PG_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { seededRandom, shuffled } from '../support/random';
import type { School } from '../../src/domain/schools/school';
import { createTestApp, DEMO, bearer, signIn, type TestApp } from './helpers/test-app';

interface SyncPage {
  changes: Array<{ entity: string; record: { _id: string; version: number } }>;
  tombstones: Array<{ entity: string; _id: string }>;
  cursor: string;
  hasMore: boolean;
}

let t: TestApp;
let token: string;
let schools: School[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, DEMO.superAdmin)).token;
  const list = await t.app.inject({ method: 'GET', url: '/api/schools?limit=100', headers: bearer(token) });
  schools = list.json<{ data: School[] }>().data;
});
afterAll(() => t.close());

/** A device's mirror: what it has of every record, and every (record, version) it was ever sent. */
class Reader {
  cursor = '0';
  readonly versions = new Map<string, number>();
  readonly deleted = new Set<string>();
  readonly received: string[] = [];
  pagesWithChanges = 0;

  async pull(limit: number): Promise<SyncPage> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sync?scope=global&since=${this.cursor}&limit=${limit}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<SyncPage>();
    if (page.changes.length > 0) this.pagesWithChanges++;
    for (const { entity, record } of page.changes) {
      const key = `${entity}:${record._id}`;
      this.received.push(`${key}@${record.version}`);
      expect(record.version, key).toBeGreaterThan(this.versions.get(key) ?? 0);
      this.versions.set(key, record.version);
    }
    for (const { entity, _id } of page.tombstones) this.deleted.add(`${entity}:${_id}`);
    expect(BigInt(page.cursor)).toBeGreaterThanOrEqual(BigInt(this.cursor));
    this.cursor = page.cursor;
    return page;
  }

  async drain(limit: number): Promise<void> {
    while ((await this.pull(limit)).hasMore);
  }
}

const form = (n: number) => ({
  _id: newId(),
  school_name: `Zilla Parishad Primary School Test ${n}`,
  email: `office${n}@test.shala.demo`,
  phone_number: `98${String(n).padStart(8, '0')}`,
  contact: 'Test Contact',
  street: 'Main Road',
  locality: `Village ${n}`,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  principal_name: 'Test Principal',
  principal_email: `principal${n}@test.shala.demo`,
  principal_contact: `97${String(n).padStart(8, '0')}`,
});

const WAVE = 10;

describe('GET /api/sync under concurrent writes', () => {
  it('gives a reader pulling with its cursor every change exactly once, none skipped', async () => {
    const reader = new Reader();
    await reader.drain(50);

    const write = async (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const created = Array.from({ length: 30 }, (_, n) => form(n));
    const patches = schools.flatMap((school, i) =>
      Array.from(
        { length: 5 },
        (_, n) => () => write('PATCH', `/api/schools/${school._id}`, { contact: `Contact ${i}-${n}` }),
      ),
    );
    const creates = created.map((body) => () => write('POST', '/api/schools/initiate-school', body));
    const bulk = () =>
      write('PUT', '/api/schools/bulk-update', { schoolIds: schools.map((s) => s._id), status: 'active' });
    const jobs = shuffled([...patches, ...creates, bulk], seededRandom('sync under concurrent writes'));

    // Waves of ten parallel writes with a pull among them, and a pull after each wave: pulls land both
    // during and between commits, whatever the machine's speed.
    for (let start = 0; start < jobs.length; start += WAVE) {
      await Promise.all([...jobs.slice(start, start + WAVE).map((job) => job()), reader.pull(7)]);
      await reader.pull(7);
    }
    const deletions = created.slice(0, 5).map((body) => write('DELETE', `/api/schools/${body._id}`));
    await Promise.all([...deletions, reader.pull(3)]);
    await reader.drain(7);

    expect(reader.pagesWithChanges).toBeGreaterThan(2);
    expect(new Set(reader.received).size).toBe(reader.received.length);
    const list = await t.app.inject({ method: 'GET', url: '/api/schools?limit=100', headers: bearer(token) });
    const now = list.json<{ data: School[] }>().data;
    expect(now).toHaveLength(schools.length + 25);
    for (const school of now)
      expect(reader.versions.get(`schools:${school._id}`), school.school_name).toBe(school.version);
    for (const school of schools) {
      expect(now.find((s) => s._id === school._id)!.version).toBe(school.version + 6);
    }
    for (const body of created.slice(0, 5)) expect(reader.deleted).toContain(`schools:${body._id}`);
    for (const body of created.slice(5)) expect(reader.versions.has(`schools:${body._id}`)).toBe(true);
  });
});
