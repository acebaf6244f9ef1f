import { beforeAll, describe, expect, it } from 'vitest';
import type { Subject } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { MAX_BULK_ROWS } from '../../src/domain/csv/bulk-request';
import { asAdmin, getJson, setupApiApp } from './helpers/api-app';

let school: School;
let seeded: Subject;
let batch = 0;

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  asAdmin.post('/api/subjects/bulk', payload, { headers });
const count = async () =>
  (await getJson<{ pagination: { total: number } }>(`/api/subjects?school_id=${school._id}&limit=1`))
    .pagination.total;
const rows = (n: number): Array<Record<string, unknown>> => {
  const prefix = `BS${++batch}X`;
  return Array.from({ length: n }, (_, i) => ({
    _id: newId(),
    name: 'Work Experience',
    code: `${prefix}${i}`,
    department: 'Vocational',
    grade: (i % 7) + 1,
    ...(i % 3 === 0 ? {} : { credits: (i % 6) + 1, status: i % 4 === 0 ? 'inactive' : 'active' }),
  }));
};
const body = (subjects: unknown) => ({ school_id: school._id, subjects });

setupApiApp();
beforeAll(async () => {
  school = (await getJson<{ data: School[] }>('/api/schools?limit=1')).data[0]!;
  seeded = (await getJson<{ data: Subject[] }>(`/api/subjects?school_id=${school._id}&limit=1`)).data[0]!;
});

describe('POST /api/subjects/bulk', () => {
  it('stores every row once, credits 3 and active when left out; a replay adds nothing, by key or by ids', async () => {
    const before = await count();
    const file = rows(60);
    const response = await send(body(file), { 'idempotency-key': 'subjects-60' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const answer = response.json<{ success: boolean; created: number; data: Subject[] }>();
    expect(answer).toMatchObject({ success: true, created: 60 });
    expect(answer.data.map((x) => x._id)).toEqual(file.map((row) => row._id));
    expect(answer.data[0]).toMatchObject({ code: file[0]!.code, credits: 3, status: 'active', grade: 1 });
    expect(answer.data[4]).toMatchObject({ credits: 5, status: 'inactive', grade: 5 });
    expect(await count()).toBe(before + 60);
    const replay = await send(body(file), { 'idempotency-key': 'subjects-60' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await send(body(file), { 'idempotency-key': 'subjects-60-again' });
    expect(again.json()).toMatchObject({ created: 0 });
    expect(again.json<{ data: Subject[] }>().data).toEqual(answer.data);
    expect(await count()).toBe(before + 60);
  });

  it('names exactly the bad rows by index and field, and stores nothing', async () => {
    const before = await count();
    const file = rows(40);
    const bad: Array<[number, string, unknown, string]> = [
      [0, 'name', '', 'Subject name is required'],
      [3, 'code', 'MA-1', 'Subject code must contain only letters and numbers'],
      [7, 'department', undefined, 'Department is required'],
      [12, 'grade', 0, 'Grade must be a whole number from 1 to 7'],
      [20, 'credits', 7, 'Credits must be a whole number from 1 to 6'],
      [21, 'credits', 0, 'Credits must be a whole number from 1 to 6'],
      [30, 'status', 'closed', 'Status must be either active or inactive'],
      [39, 'name', 'n'.repeat(5000), 'Subject name must be less than 100 characters'],
    ];
    for (const [index, field, value] of bad) file[index] = { ...file[index], [field]: value };
    const response = await send(body(file.map((row, index) => (index === 25 ? 'a row' : row))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Validation failed. Please check all fields.',
      errors: {
        ...Object.fromEntries(bad.map(([index, field, , message]) => [`rows.${index}.${field}`, message])),
        'rows.25': 'Each row must be an object',
      },
    });
    expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(bad.length + 1);
    expect(await count()).toBe(before);
  });

  it('answers 409 naming codes repeated in the file or used in the school, whatever their case, and stores nothing', async () => {
    const before = await count();
    const file = rows(10);
    file[6] = { ...file[6], code: String(file[1]!.code).toLowerCase() };
    file[8] = { ...file[8], code: seeded.code.toLowerCase() };
    const response = await send(body(file));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'duplicate',
      errors: {
        'rows.1.code': 'This subject code appears more than once in the file',
        'rows.6.code': 'This subject code appears more than once in the file',
        'rows.8.code': 'This subject code is already used in this school',
      },
    });
    expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(3);
    expect(await count()).toBe(before);
  });

  it('refuses more than 5,000 rows, a missing list, and a school that does not exist', async () => {
    const response = await send(body(Array.from({ length: MAX_BULK_ROWS + 1 }, () => ({}))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { subjects: 'A file can hold at most 5,000 rows' } });
    expect((await send({ school_id: school._id, teachers: rows(1) })).json()).toMatchObject({
      errors: { subjects: 'Rows must be sent as a list' },
    });
    expect((await send(body([]))).json()).toMatchObject({ errors: { subjects: 'The file has no rows' } });
    expect((await send({ school_id: 'x', subjects: rows(1) })).json()).toMatchObject({
      errors: { school_id: 'Invalid school id' },
    });
    expect((await send({ school_id: newId(), subjects: rows(1) })).statusCode).toBe(404);
  });
});
