import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { school, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, form, created, count } = setupSchoolRecordsApp('teachers');

describe('PATCH and DELETE /api/teachers/{id}', () => {
  it('accepts the unchanged Teacher ID, refuses a different one, and honours If-Match', async () => {
    const teacher = await created();
    const response = await send(
      'PATCH',
      `/api/teachers/${teacher._id}`,
      {
        ...form({ teacher_id: teacher.teacher_id.toLowerCase(), teacher_name: 'Sunita Kale' }),
        school_id: undefined,
      },
      { 'if-match': '1' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Teacher updated successfully!',
      data: { teacher_id: teacher.teacher_id, teacher_name: 'Sunita Kale', version: 2 },
    });
    const changed = await send('PATCH', `/api/teachers/${teacher._id}`, { teacher_id: 'OTHER1' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      errorType: 'validation',
      errors: { teacher_id: 'This field cannot be changed' },
    });
    const stale = await send(
      'PATCH',
      `/api/teachers/${teacher._id}`,
      { status: 'inactive' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorType: 'version_conflict',
      current: { version: 2, teacher_name: 'Sunita Kale' },
    });
    expect((await send('PATCH', `/api/teachers/${teacher._id}`, { phone_number: '123' })).statusCode).toBe(
      400,
    );
    expect((await send('GET', `/api/teachers/${teacher._id}`)).json()).toMatchObject({
      data: { version: 2 },
    });
  });

  it('runs a PATCH and a DELETE once for a repeated Idempotency-Key; a second delete succeeds', async () => {
    const teacher = await created();
    const key = { 'idempotency-key': newId() };
    await send('PATCH', `/api/teachers/${teacher._id}`, { status: 'inactive' }, key);
    const repeat = await send('PATCH', `/api/teachers/${teacher._id}`, { status: 'inactive' }, key);
    expect(repeat.json()).toMatchObject({ data: { version: 2, status: 'inactive' } });
    const deleteKey = { 'idempotency-key': newId() };
    const gone = await send('DELETE', `/api/teachers/${teacher._id}`, undefined, deleteKey);
    expect(gone.json()).toMatchObject({ message: 'Teacher deleted successfully!', data: { version: 3 } });
    expect((await send('DELETE', `/api/teachers/${teacher._id}`, undefined, deleteKey)).json()).toEqual(
      gone.json(),
    );
    expect((await send('DELETE', `/api/teachers/${teacher._id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/teachers/${teacher._id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/teachers/${teacher._id}`, { status: 'active' })).statusCode).toBe(404);
    await created({ teacher_id: teacher.teacher_id });
  });

  it('clears a deleted class teacher from the class, and /api/sync re-sends the class, the school and a tombstone', async () => {
    const scope = `/api/sync?scope=school:${school._id}&limit=2000`;
    const { cursor } = (await send('GET', scope)).json<{ cursor: string }>();
    const klass = (await send('GET', `/api/classes?school_id=${school._id}`))
      .json<{ data: Array<{ _id: string; class_teacher_id: string | null; version: number }> }>()
      .data.find((c) => c.class_teacher_id)!;
    const teacherId = klass.class_teacher_id!;
    expect((await send('DELETE', `/api/teachers/${teacherId}`)).statusCode).toBe(200);
    const after = (await send('GET', `/api/classes?school_id=${school._id}`))
      .json<{ data: Array<{ _id: string; class_teacher_id: string | null; version: number }> }>()
      .data.find((c) => c._id === klass._id)!;
    expect(after).toMatchObject({ class_teacher_id: null, version: klass.version + 1 });
    const delta = (await send('GET', `${scope}&since=${cursor}`)).json<{
      changes: Array<{ entity: string; record: Record<string, unknown> }>;
      tombstones: unknown[];
      cursor: string;
    }>();
    expect(delta.tombstones).toEqual([{ entity: 'teachers', _id: teacherId }]);
    expect(delta.changes.map((c) => c.entity).sort()).toEqual(['classes', 'schools']);
    const schoolNow = delta.changes.find((c) => c.entity === 'schools')!.record;
    expect(schoolNow.teacherCount).toBe(await count());
    const added = await created();
    const next = (await send('GET', `${scope}&since=${delta.cursor}`)).json<{
      changes: Array<{ entity: string; record: unknown }>;
    }>();
    expect(next.changes).toHaveLength(2);
    expect(next.changes).toEqual(
      expect.arrayContaining([
        { entity: 'teachers', record: added },
        expect.objectContaining({ entity: 'schools' }),
      ]),
    );
  });
});
