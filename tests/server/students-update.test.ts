import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { classes, otherClass, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, created, count } = setupSchoolRecordsApp('students');

describe('PATCH and DELETE /api/students/{id}', () => {
  it('changes the given fields, counts the version and honours If-Match', async () => {
    const student = await created();
    const response = await send(
      'PATCH',
      `/api/students/${student._id}`,
      { student_name: ' Meera  Patil', class_id: classes[1], status: 'inactive' },
      { 'if-match': '1' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Student updated successfully!',
      data: {
        student_name: 'Meera Patil',
        class_id: classes[1],
        class: { _id: classes[1] },
        status: false,
        version: 2,
        email: student.email,
      },
    });
    const stale = await send('PATCH', `/api/students/${student._id}`, { status: true }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorType: 'version_conflict',
      current: { version: 2, student_name: 'Meera Patil' },
    });
    expect(
      (await send('DELETE', `/api/students/${student._id}`, undefined, { 'if-match': '1' })).statusCode,
    ).toBe(409);
  });

  it('refuses a class of another school, a roll number taken in the class and bad values', async () => {
    const student = await created();
    const taken = await created({ class_id: classes[1] });
    const cases: Array<[object, number, string, string]> = [
      [{ class_id: otherClass }, 400, 'class_id', 'Please select a valid class'],
      [
        { class_id: classes[1], roll_number: taken.roll_number },
        409,
        'roll_number',
        'This roll number is already used in this class',
      ],
      [{ student_name: null }, 400, 'student_name', 'Student name is required'],
      [{ email: 'nope' }, 400, 'email', 'Please enter a valid email address'],
      [{ status: 'unknown' }, 400, 'status', 'Status must be active or inactive'],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await send('PATCH', `/api/students/${student._id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    expect((await send('GET', `/api/students/${student._id}`)).json()).toMatchObject({
      data: { version: 1 },
    });
  });

  it('runs a PATCH and a DELETE once for a repeated Idempotency-Key', async () => {
    const student = await created();
    const key = { 'idempotency-key': newId() };
    await send('PATCH', `/api/students/${student._id}`, { status: false }, key);
    const repeat = await send('PATCH', `/api/students/${student._id}`, { status: false }, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toMatchObject({ data: { version: 2 } });
    const deleteKey = { 'idempotency-key': newId() };
    const gone = await send('DELETE', `/api/students/${student._id}`, undefined, deleteKey);
    const again = await send('DELETE', `/api/students/${student._id}`, undefined, deleteKey);
    expect([gone.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(gone.json());
    expect(gone.json()).toMatchObject({ message: 'Student deleted successfully!', data: { version: 3 } });
  });

  it('deletes softly: hidden from reads, a second delete succeeds, a PATCH is 404', async () => {
    const student = await created();
    const before = await count();
    expect((await send('DELETE', `/api/students/${student._id}`)).statusCode).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await send('GET', `/api/students/${student._id}`)).statusCode).toBe(404);
    const second = await send('DELETE', `/api/students/${student._id}`, undefined, { 'if-match': '1' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ data: { version: 2 } });
    expect((await send('PATCH', `/api/students/${student._id}`, { status: true })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/students/${newId()}`)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/students/nope', { status: true })).statusCode).toBe(400);
  });
});
