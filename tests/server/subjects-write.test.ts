import { describe, expect, it } from 'vitest';
import type { Subject } from '../../src/domain/classes/class';
import { newId } from '../../src/domain/ids';
import { other, school, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, form, created, count } = setupSchoolRecordsApp('subjects');

describe('POST /api/subjects', () => {
  it('stores tidied values and answers 201; a repeat with the same _id answers the stored one', async () => {
    const _id = newId();
    const response = await send(
      'POST',
      '/api/subjects',
      form({
        _id,
        name: '  General   Science ',
        code: ' sci4a ',
        department: ' Science ',
        grade: '4',
        credits: 5,
        status: 'Inactive',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; data: Subject }>();
    expect(body.message).toBe('Subject added successfully!');
    expect(body.data).toMatchObject({
      _id,
      name: 'General Science',
      code: 'SCI4A',
      department: 'Science',
      grade: 4,
      credits: 5,
      status: 'inactive',
      school_id: school._id,
      class_id: null,
      version: 1,
    });
    expect((await send('GET', `/api/subjects/${_id}`)).json()).toEqual({ success: true, data: body.data });
    const again = await send('POST', '/api/subjects', form({ _id }));
    expect([again.statusCode, again.json<{ data: Subject }>().data]).toEqual([201, body.data]);
  });

  it('gives 3 credits and active status when they are not sent', async () => {
    const subject = await created({ credits: undefined, status: undefined });
    expect(subject).toMatchObject({ credits: 3, status: 'active' });
  });

  it('answers every Subject form message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[string, unknown, string]> = [
      ['name', undefined, 'Subject name is required'],
      ['name', '   ', 'Subject name is required'],
      ['name', 'M', 'Subject name must be at least 2 characters'],
      ['name', 'M'.repeat(101), 'Subject name must be less than 100 characters'],
      ['name', 42, 'Subject name is required'],
      ['code', undefined, 'Subject code is required'],
      ['code', 'M', 'Subject code must be at least 2 characters'],
      ['code', 'M'.repeat(21), 'Subject code must be less than 20 characters'],
      ['code', 'x'.repeat(50_000), 'Subject code must be less than 20 characters'],
      ['code', 'MAT-501', 'Subject code must contain only letters and numbers'],
      ['code', ['MAT501'], 'Subject code is required'],
      ['department', '', 'Department is required'],
      ['department', 'd'.repeat(101), 'Department must be less than 100 characters'],
      ['department', null, 'Department is required'],
      ['grade', undefined, 'Grade is required'],
      ['grade', '', 'Grade is required'],
      ['grade', 0, 'Grade must be a whole number from 1 to 7'],
      ['grade', 8, 'Grade must be a whole number from 1 to 7'],
      ['grade', 2.5, 'Grade must be a whole number from 1 to 7'],
      ['grade', 'four', 'Grade must be a whole number from 1 to 7'],
      ['grade', true, 'Grade is required'],
      ['credits', 0, 'Credits must be a whole number from 1 to 6'],
      ['credits', 7, 'Credits must be a whole number from 1 to 6'],
      ['credits', '7', 'Credits must be a whole number from 1 to 6'],
      ['credits', 1.5, 'Credits must be a whole number from 1 to 6'],
      ['credits', '9'.repeat(50_000), 'Credits must be a whole number from 1 to 6'],
      ['credits', '', 'Credits are required'],
      ['credits', {}, 'Credits are required'],
      ['status', 'retired', 'Status must be either active or inactive'],
      ['status', true, 'Status is required'],
      ['school_id', undefined, 'Invalid school id'],
      ['school_id', 'school-1', 'Invalid school id'],
      ['_id', 42, 'Invalid subject id'],
    ];
    for (const [field, value, message] of cases) {
      const response = await send('POST', '/api/subjects', form({ [field]: value }));
      expect(response.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(response.json(), field).toMatchObject({
        message: 'Validation failed. Please check all fields.',
        errorType: 'validation',
        errors: { [field]: message },
      });
    }
    expect((await send('POST', '/api/subjects', [form()])).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses a code already used in the school with 409, whatever its case, and allows it in another school', async () => {
    await created({ code: 'DUPS1' });
    const before = await count();
    const clash = await send('POST', '/api/subjects', form({ code: 'dups1' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      requestId: expect.any(String) as string,
      errorType: 'duplicate',
      message: 'This subject code is already used in this school',
      errors: { code: 'This subject code is already used in this school' },
    });
    expect(await count()).toBe(before);
    await created({ code: 'DUPS1', school_id: other._id });
  });

  it('answers 404 for a school that does not exist', async () => {
    expect((await send('POST', '/api/subjects', form({ school_id: newId() }))).statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /api/subjects/{id}', () => {
  it('changes any field, the code too, checks each, refuses a taken code, and honours If-Match', async () => {
    const subject = await created();
    const taken = await created();
    const response = await send(
      'PATCH',
      `/api/subjects/${subject._id}`,
      { name: 'Marathi', code: 'mar4b', credits: '6', grade: 5 },
      { 'if-match': '1' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Subject updated successfully!',
      data: { name: 'Marathi', code: 'MAR4B', credits: 6, grade: 5, department: 'Science', version: 2 },
    });
    const clash = await send('PATCH', `/api/subjects/${subject._id}`, { code: taken.code.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      errorType: 'duplicate',
      errors: { code: 'This subject code is already used in this school' },
    });
    for (const [field, value, message] of [
      ['credits', 0, 'Credits must be a whole number from 1 to 6'],
      ['credits', 7, 'Credits must be a whole number from 1 to 6'],
      ['grade', 9, 'Grade must be a whole number from 1 to 7'],
      ['name', '', 'Subject name is required'],
      ['department', 'd'.repeat(1000), 'Department must be less than 100 characters'],
      ['status', 'gone', 'Status must be either active or inactive'],
    ] as const) {
      const bad = await send('PATCH', `/api/subjects/${subject._id}`, { [field]: value });
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json(), field).toMatchObject({ errors: { [field]: message } });
    }
    const stale = await send(
      'PATCH',
      `/api/subjects/${subject._id}`,
      { status: 'inactive' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorType: 'version_conflict', current: { version: 2 } });
    expect((await send('GET', `/api/subjects/${subject._id}`)).json()).toMatchObject({
      data: { version: 2, code: 'MAR4B', status: 'active' },
    });
  });

  it('deletes once for a repeated Idempotency-Key; the code is free again afterwards', async () => {
    const subject = await created();
    const before = await count();
    const key = { 'idempotency-key': newId() };
    const gone = await send('DELETE', `/api/subjects/${subject._id}`, undefined, key);
    expect(gone.json()).toMatchObject({ message: 'Subject deleted successfully!', data: { version: 2 } });
    expect((await send('DELETE', `/api/subjects/${subject._id}`, undefined, key)).json()).toEqual(
      gone.json(),
    );
    expect(await count()).toBe(before - 1);
    expect((await send('GET', `/api/subjects/${subject._id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/subjects/${subject._id}`, { credits: 2 })).statusCode).toBe(404);
    await created({ code: subject.code });
  });

  it('sends an added subject, its school and then its tombstone through /api/sync', async () => {
    const scope = `/api/sync?scope=school:${school._id}&limit=2000`;
    const { cursor } = (await send('GET', scope)).json<{ cursor: string }>();
    const subject = await created();
    const added = (await send('GET', `${scope}&since=${cursor}`)).json<{
      changes: Array<{ entity: string; record: Record<string, unknown> }>;
      cursor: string;
    }>();
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { entity: 'subjects', record: subject },
        expect.objectContaining({ entity: 'schools' }),
      ]),
    );
    expect(added.changes.find((c) => c.entity === 'schools')!.record.subjectCount).toBe(await count());
    await send('DELETE', `/api/subjects/${subject._id}`);
    const gone = (await send('GET', `${scope}&since=${added.cursor}`)).json<{ tombstones: unknown[] }>();
    expect(gone.tombstones).toEqual([{ entity: 'subjects', _id: subject._id }]);
  });

  it("sends an edited subject alone: its school's counts did not change", async () => {
    const scope = `/api/sync?scope=school:${school._id}&limit=2000`;
    const subject = await created();
    const { cursor } = (await send('GET', scope)).json<{ cursor: string }>();
    const edited = (await send('PATCH', `/api/subjects/${subject._id}`, { credits: 2 })).json<{
      data: Record<string, unknown>;
    }>().data;
    const pulled = (await send('GET', `${scope}&since=${cursor}`)).json<{
      changes: Array<{ entity: string; record: Record<string, unknown> }>;
    }>();
    expect(pulled.changes).toEqual([{ entity: 'subjects', record: edited }]);
  });
});
