import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Student } from '../../src/domain/students/student-schema';
import { bearer } from './helpers/test-app';
import {
  t,
  admin,
  school,
  other,
  classes,
  otherClass,
  setupSchoolRecordsApp,
} from './helpers/school-records-app';

const { send, form, created, count } = setupSchoolRecordsApp('students');

describe('POST /api/students', () => {
  it('stores tidied values (names collapsed, e-mail lowercased, roll number uppercased) and answers 201', async () => {
    const before = await count();
    const response = await send(
      'POST',
      '/api/students',
      form({
        student_name: '  Asha   Ganesh  Patil ',
        email: ' Asha.Patil@Ambavade.Shala.Demo ',
        roll_number: ' w9a ',
        status: 'inactive',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: Student }>();
    expect(body).toMatchObject({ success: true, message: 'Student added successfully!' });
    expect(body.data).toMatchObject({
      student_name: 'Asha Ganesh Patil',
      email: 'asha.patil@ambavade.shala.demo',
      roll_number: 'W9A',
      status: false,
      class_id: classes[0],
      school_id: school._id,
      profile_image: null,
      version: 1,
      class: { _id: classes[0] },
    });
    expect((await send('GET', `/api/students/${body.data._id}`)).json()).toEqual({
      success: true,
      data: body.data,
    });
    expect(await count()).toBe(before + 1);
  });

  it('keeps a client _id, and a repeat of that create answers the stored record', async () => {
    const _id = newId();
    const first = await created({ _id });
    expect(first._id).toBe(_id);
    const again = await send('POST', '/api/students', form({ _id, student_name: 'Someone Else' }));
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Student }>().data).toEqual(first);
    const elsewhere = await send(
      'POST',
      '/api/students',
      form({ _id, school_id: other._id, class_id: otherClass }),
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      errorType: 'duplicate',
      errors: { _id: expect.any(String) as string },
    });
  });

  it('answers every Student form message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[string, unknown, string]> = [
      ['student_name', undefined, 'Student name is required'],
      ['student_name', '   ', 'Student name is required'],
      ['student_name', 42, 'Student name is required'],
      ['student_name', 'A', 'Name must be at least 2 characters'],
      ['student_name', 'A'.repeat(101), 'Name must be less than 100 characters'],
      ['student_name', 'x'.repeat(50_000), 'Name must be less than 100 characters'],
      ['student_name', 'Asha 2', 'Name must contain only letters and spaces'],
      ['email', '', 'Email is required'],
      ['email', 'asha@', 'Please enter a valid email address'],
      ['email', `${'a'.repeat(96)}@x.in`, 'Email must be less than 100 characters'],
      ['roll_number', undefined, 'Roll number is required'],
      ['roll_number', '5', 'Roll number must be at least 2 characters'],
      ['roll_number', 'A'.repeat(21), 'Roll number must be less than 20 characters'],
      ['roll_number', '5-A', 'Roll number must contain only letters and numbers'],
      ['class_id', undefined, 'Class is required'],
      ['class_id', '5A', 'Please select a valid class'],
      ['class_id', newId(), 'Please select a valid class'],
      ['class_id', otherClass, 'Please select a valid class'],
      // The wire status is a boolean: the form's 'Status is required' is not reachable through the API.
      ['status', undefined, 'Status must be active or inactive'],
      ['status', '', 'Status must be active or inactive'],
      ['status', 'maybe', 'Status must be active or inactive'],
      ['status', 1, 'Status must be active or inactive'],
      ['school_id', 'school-1', 'Invalid school id'],
      ['_id', 'not-an-id', 'Invalid student id'],
    ];
    for (const [field, value, message] of cases) {
      const response = await send('POST', '/api/students', form({ [field]: value }));
      expect(response.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(response.json(), field).toMatchObject({
        message: 'Validation failed. Please check all fields.',
        errorType: 'validation',
        errors: { [field]: message },
      });
    }
    for (const payload of ['[1,2]', '"text"', '{"student_name":']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    const unknownSchool = await send('POST', '/api/students', form({ school_id: newId() }));
    expect(unknownSchool.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses a roll number already used in the class with 409, in any case, and allows it in another class', async () => {
    const first = await created({ roll_number: 'DUP1' });
    const clash = await send('POST', '/api/students', form({ roll_number: 'dup1' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      requestId: expect.any(String) as string,
      errorType: 'duplicate',
      message: 'This roll number is already used in this class',
      errors: { roll_number: 'This roll number is already used in this class' },
    });
    expect(
      (await send('POST', '/api/students', form({ roll_number: 'DUP1', class_id: classes[1] }))).statusCode,
    ).toBe(201);
    expect((await send('DELETE', `/api/students/${first._id}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/students', form({ roll_number: 'DUP1' }))).statusCode).toBe(201);
  });

  it('lets one of two racing creates have a roll number, and answers both creates of one _id with one record', async () => {
    const racing = await Promise.all([
      send('POST', '/api/students', form({ roll_number: 'RACE1' })),
      send('POST', '/api/students', form({ roll_number: 'RACE1' })),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      errors: { roll_number: 'This roll number is already used in this class' },
    });
    const payload = form({ _id: newId() });
    const twins = await Promise.all([
      send('POST', '/api/students', payload),
      send('POST', '/api/students', payload),
    ]);
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twins[0].json()).toEqual(twins[1].json());
  });

  it('runs a create once for a repeated Idempotency-Key and replays the first answer', async () => {
    const before = await count();
    const key = { 'idempotency-key': newId() };
    const payload = form();
    const first = await send('POST', '/api/students', payload, key);
    const repeat = await send('POST', '/api/students', payload, key);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });
});
