import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { MAX_BULK_ROWS } from '../../src/domain/csv/bulk-request';
import type { Teacher } from '../../src/domain/teachers/teacher-schema';
import { teachers } from '../../server/db/schema';
import { asAdmin, getJson, setupApiApp, t } from './helpers/api-app';

let school: School;
let seeded: Teacher;
let batch = 0;

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  asAdmin.post('/api/teachers/bulk', payload, { headers });
const get = getJson;
const count = async () =>
  (await get<{ pagination: { total: number } }>(`/api/teachers?school_id=${school._id}&limit=1`)).pagination
    .total;
const rows = (n: number) => {
  const prefix = `BT${++batch}X`;
  return Array.from({ length: n }, (_, i) => ({
    _id: newId(),
    teacher_id: `${prefix}${i}`,
    teacher_name: 'Vaishali Anil Shinde',
    email: `vaishali.${batch}.${i}@bulk.shala.demo`,
    phone_number: `98${String(i).padStart(8, '0')}`,
    status: i % 4 === 0 ? 'inactive' : 'active',
    department: 'Science',
  }));
};
const body = (teachers: unknown) => ({ school_id: school._id, teachers });

setupApiApp();
beforeAll(async () => {
  school = (await get<{ data: School[] }>('/api/schools?limit=1')).data[0]!;
  seeded = (await get<{ data: Teacher[] }>(`/api/teachers?school_id=${school._id}&limit=1`)).data[0]!;
});

describe('POST /api/teachers/bulk', () => {
  it('stores 1,000 valid rows with 1,000 sync values; a replay adds nothing, by key or by ids', async () => {
    const before = await count();
    const file = rows(1000);
    const response = await send(body(file), { 'idempotency-key': 'teachers-1000' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const answer = response.json<{ success: boolean; created: number; data: Teacher[] }>();
    expect(answer).toMatchObject({ success: true, created: 1000 });
    expect(answer.data.map((x) => x._id)).toEqual(file.map((row) => row._id));
    expect(answer.data[0]).toMatchObject({
      teacher_id: file[0]!.teacher_id,
      status: 'inactive',
      school_id: school._id,
    });
    expect(await count()).toBe(before + 1000);
    const [seqs] = await t.app.db
      .select({ n: sql<number>`count(distinct ${teachers.seq})::int` })
      .from(teachers)
      .where(
        inArray(
          teachers._id,
          file.map((row) => row._id),
        ),
      );
    expect(seqs?.n).toBe(1000);
    const replay = await send(body(file), { 'idempotency-key': 'teachers-1000' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await send(body(file), { 'idempotency-key': 'teachers-1000-again' });
    expect(again.json()).toMatchObject({ created: 0 });
    expect(again.json<{ data: Teacher[] }>().data).toEqual(answer.data);
    expect(await count()).toBe(before + 1000);
  });

  it('names exactly the 7 bad rows and stores nothing', async () => {
    const before = await count();
    const file: Array<Record<string, unknown>> = rows(300);
    const bad: Array<[number, string, unknown, string]> = [
      [1, 'teacher_id', 'T1', 'Teacher ID must be at least 3 characters'],
      [2, 'teacher_name', '', 'Teacher name is required'],
      [40, 'email', 'x@', 'Please enter a valid email address'],
      [41, 'phone_number', '12345', 'Phone number must be exactly 10 digits'],
      [150, 'status', 'on leave', 'Status must be either active or inactive'],
      [298, 'department', 'd'.repeat(101), 'Department must be less than 100 characters'],
      [299, 'teacher_id', undefined, 'Teacher ID is required'],
    ];
    for (const [index, field, value] of bad) file[index] = { ...file[index], [field]: value };
    const response = await send(body(file));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Validation failed. Please check all fields.',
      errors: Object.fromEntries(bad.map(([index, field, , message]) => [`rows.${index}.${field}`, message])),
    });
    expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(7);
    expect(await count()).toBe(before);
  });

  it('answers 409 naming Teacher IDs repeated in the file or used in the school, and stores nothing', async () => {
    const before = await count();
    const file = rows(10);
    file[6] = { ...file[6]!, teacher_id: file[1]!.teacher_id.toLowerCase() };
    file[8] = { ...file[8]!, teacher_id: seeded.teacher_id };
    const response = await send(body(file));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'duplicate',
      errors: {
        'rows.1.teacher_id': 'This Teacher ID appears more than once in the file',
        'rows.6.teacher_id': 'This Teacher ID appears more than once in the file',
        'rows.8.teacher_id': 'This Teacher ID is already used in this school',
      },
    });
    expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(3);
    expect(await count()).toBe(before);
  });

  it('refuses more than 5,000 rows and a school that does not exist', async () => {
    const response = await send(body(Array.from({ length: MAX_BULK_ROWS + 1 }, () => ({}))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A file can hold at most 5,000 rows',
      errors: { teachers: 'A file can hold at most 5,000 rows' },
    });
    expect((await send({ school_id: school._id, students: rows(1) })).json()).toMatchObject({
      errors: { teachers: 'Rows must be sent as a list' },
    });
    expect((await send({ school_id: newId(), teachers: rows(1) })).statusCode).toBe(404);
  });
});
