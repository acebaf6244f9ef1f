import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { MAX_BULK_ROWS } from '../../src/domain/csv/bulk-request';
import type { Student } from '../../src/domain/students/student-schema';
import { students } from '../../server/db/schema';
import { asAdmin, getJson, setupApiApp, t } from './helpers/api-app';

let school: School;
let classes: string[];
let seeded: Student;
let batch = 0;

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  asAdmin.post('/api/students/bulk', payload, { headers });
const get = getJson;
const count = async () =>
  (await get<{ pagination: { total: number } }>(`/api/students/school/${school._id}?limit=1`)).pagination
    .total;
/** `n` valid rows spread over the school's classes, with roll numbers no other batch uses. */
const rows = (n: number) => {
  const prefix = `B${++batch}X`;
  return Array.from({ length: n }, (_, i) => ({
    _id: newId(),
    student_name: 'Kavya Sunil Jadhav',
    email: `kavya.${batch}.${i}@bulk.shala.demo`,
    roll_number: `${prefix}${i}`,
    class_id: classes[i % classes.length],
    status: i % 10 === 0 ? 'inactive' : true,
  }));
};
const body = (students: unknown) => ({ school_id: school._id, students });

setupApiApp();
beforeAll(async () => {
  school = (await get<{ data: School[] }>('/api/schools?limit=1')).data[0]!;
  classes = (await get<{ data: Array<{ _id: string }> }>(`/api/classes?school_id=${school._id}`)).data.map(
    (c) => c._id,
  );
  seeded = (await get<{ data: Student[] }>(`/api/students?school_id=${school._id}&limit=1`)).data[0]!;
});

describe('POST /api/students/bulk', () => {
  it('stores 1,000 valid rows in one request, each with its own sync sequence value', async () => {
    const before = await count();
    const file = rows(1000);
    const started = Date.now();
    const response = await send(body(file), { 'idempotency-key': 'bulk-1000' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(Date.now() - started).toBeLessThan(15_000);
    const answer = response.json<{ success: boolean; created: number; data: Student[] }>();
    expect(answer).toMatchObject({ success: true, created: 1000 });
    expect(answer.data.map((s) => s._id)).toEqual(file.map((row) => row._id));
    expect(answer.data[0]).toMatchObject({
      roll_number: file[0]!.roll_number,
      status: false,
      school_id: school._id,
      version: 1,
      class: { _id: classes[0] },
    });
    expect(answer.data[1]!.status).toBe(true);
    expect(await count()).toBe(before + 1000);
    const [seqs] = await t.app.db
      .select({ n: sql<number>`count(distinct ${students.seq})::int` })
      .from(students)
      .where(
        inArray(
          students._id,
          file.map((row) => row._id),
        ),
      );
    expect(seqs?.n).toBe(1000);

    const replay = await send(body(file), { 'idempotency-key': 'bulk-1000' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await send(body(file), { 'idempotency-key': 'bulk-1000-after-lost-answer' });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ created: number; data: Student[] }>()).toMatchObject({ created: 0 });
    expect(again.json<{ data: Student[] }>().data).toEqual(answer.data);
    expect(await count()).toBe(before + 1000);
  });

  it('names exactly the 7 bad rows and stores nothing', async () => {
    const before = await count();
    const file: Array<Record<string, unknown>> = rows(1000);
    const bad: Array<[number, string, unknown, string]> = [
      [0, 'student_name', 'A', 'Name must be at least 2 characters'],
      [3, 'email', 'nope', 'Please enter a valid email address'],
      [17, 'roll_number', '5-A', 'Roll number must contain only letters and numbers'],
      [250, 'class_id', undefined, 'Class is required'],
      [500, 'status', 'maybe', 'Status must be active or inactive'],
      [998, 'student_name', 'Ravi 2', 'Name must contain only letters and spaces'],
      [999, '_id', 'row-999', 'Invalid student id'],
    ];
    for (const [index, field, value] of bad) file[index] = { ...file[index], [field]: value };
    const response = await send(body(file));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      requestId: expect.any(String) as string,
      message: 'Validation failed. Please check all fields.',
      errorType: 'validation',
      errors: Object.fromEntries(bad.map(([index, field, , message]) => [`rows.${index}.${field}`, message])),
    });
    expect(await count()).toBe(before);
  });

  it('answers 409 naming rows that repeat each other or records that exist, and stores nothing', async () => {
    const before = await count();
    const file = rows(20);
    file[5] = { ...file[5]!, class_id: file[2]!.class_id, roll_number: file[2]!.roll_number.toLowerCase() };
    file[9] = { ...file[9]!, class_id: seeded.class_id, roll_number: seeded.roll_number };
    file[12] = { ...file[12]!, _id: file[11]!._id };
    const response = await send(body(file));
    expect(response.statusCode).toBe(409);
    const answer = response.json<{ errorType: string; errors: Record<string, string> }>();
    expect(answer.errorType).toBe('duplicate');
    expect(answer.errors).toEqual({
      'rows.2.roll_number': 'This roll number appears more than once for this class in the file',
      'rows.5.roll_number': 'This roll number appears more than once for this class in the file',
      'rows.9.roll_number': 'This roll number is already used in this class',
      'rows.11._id': 'This id appears more than once in the file',
      'rows.12._id': 'This id appears more than once in the file',
    });
    expect(await count()).toBe(before);
  });

  it('answers a row whose id the school already holds as stored, inserting the others', async () => {
    const before = await count();
    const taken = rows(3);
    taken[1] = { ...taken[1]!, _id: seeded._id };
    const reused = await send(body(taken));
    expect(reused.statusCode).toBe(201);
    expect(reused.json()).toMatchObject({
      created: 2,
      data: [{}, { _id: seeded._id, version: seeded.version }, {}],
    });
    expect(await count()).toBe(before + 2);
  });

  it('refuses rows of a class of another school, an id of another school, and a missing school', async () => {
    const other = (await get<{ data: School[] }>('/api/schools?limit=2')).data[1]!;
    const otherClass = (await get<{ data: Array<{ _id: string }> }>(`/api/classes?school_id=${other._id}`))
      .data[0]!._id;
    const elsewhere = (await get<{ data: Student[] }>(`/api/students?school_id=${other._id}&limit=1`))
      .data[0]!;
    const before = await count();
    const file = rows(4);
    file[1] = { ...file[1]!, class_id: otherClass };
    file[3] = { ...file[3]!, class_id: newId() };
    expect((await send(body(file))).json()).toMatchObject({
      errorType: 'validation',
      errors: {
        'rows.1.class_id': 'Please select a valid class',
        'rows.3.class_id': 'Please select a valid class',
      },
    });
    const stolen = rows(2);
    stolen[0] = { ...stolen[0]!, _id: elsewhere._id };
    const response = await send(body(stolen));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: { 'rows.0._id': 'This id is already used by another record' },
    });
    expect((await send({ school_id: newId(), students: rows(2) })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses a file over the row limit, an empty one, and a malformed request', async () => {
    const before = await count();
    const tooMany = Array.from({ length: MAX_BULK_ROWS + 1 }, () => ({}));
    const response = await send(body(tooMany));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'A file can hold at most 5,000 rows',
      errors: { students: 'A file can hold at most 5,000 rows' },
    });
    const cases: Array<[unknown, Record<string, string>]> = [
      [body([]), { students: 'The file has no rows' }],
      [body('rows'), { students: 'Rows must be sent as a list' }],
      [{ students: rows(1) }, { school_id: 'Invalid school id' }],
      [
        body([null, 'x', rows(1)[0]]),
        { 'rows.0': 'Each row must be an object', 'rows.1': 'Each row must be an object' },
      ],
      [[1, 2], { school_id: 'Invalid school id', students: 'Rows must be sent as a list' }],
    ];
    for (const [payload, errors] of cases) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ errors: object }>().errors).toEqual(errors);
    }
    expect(await count()).toBe(before);
  });
});
