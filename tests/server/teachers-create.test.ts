import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { Teacher } from '../../src/domain/teachers/teacher-schema';
import { school, other, setupSchoolRecordsApp } from './helpers/school-records-app';

const { send, form, created, count } = setupSchoolRecordsApp('teachers');

describe('POST /api/teachers', () => {
  it('stores tidied values and answers 201; a repeat with the same _id answers the stored one', async () => {
    const _id = newId();
    const response = await send(
      'POST',
      '/api/teachers',
      form({
        _id,
        teacher_id: ' zp9t1 ',
        teacher_name: ' Sunita   Pawar ',
        email: ' Sunita@X.IN',
        phone_number: '98220 12345',
        status: 'Inactive',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; data: Teacher }>();
    expect(body.message).toBe('Teacher added successfully!');
    expect(body.data).toMatchObject({
      _id,
      teacher_id: 'ZP9T1',
      teacher_name: 'Sunita Pawar',
      email: 'sunita@x.in',
      phone_number: '9822012345',
      status: 'inactive',
      department: 'Mathematics',
      school_id: school._id,
      version: 1,
    });
    expect((await send('GET', `/api/teachers/${_id}`)).json()).toEqual({ success: true, data: body.data });
    const again = await send('POST', '/api/teachers', form({ _id }));
    expect([again.statusCode, again.json<{ data: Teacher }>().data]).toEqual([201, body.data]);
  });

  it('answers every Teacher form message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[string, unknown, string]> = [
      ['teacher_id', undefined, 'Teacher ID is required'],
      ['teacher_id', 'T1', 'Teacher ID must be at least 3 characters'],
      ['teacher_id', 'T'.repeat(21), 'Teacher ID must be less than 20 characters'],
      ['teacher_id', 'T-01', 'Teacher ID must contain only letters and numbers'],
      ['teacher_name', '', 'Teacher name is required'],
      ['teacher_name', 'S', 'Name must be at least 2 characters'],
      ['teacher_name', 'S'.repeat(101), 'Name must be less than 100 characters'],
      ['teacher_name', 'Sunita_P', 'Name must contain only letters and spaces'],
      ['email', undefined, 'Email is required'],
      ['email', 'sunita.at.x', 'Please enter a valid email address'],
      ['email', `${'s'.repeat(96)}@x.in`, 'Email must be less than 100 characters'],
      ['phone_number', '', 'Phone number is required'],
      ['phone_number', '12345', 'Phone number must be exactly 10 digits'],
      ['phone_number', '5822012345', 'Phone number must be exactly 10 digits'],
      ['status', 'retired', 'Status must be either active or inactive'],
      ['status', true, 'Status is required'],
      ['department', 'd'.repeat(101), 'Department must be less than 100 characters'],
      ['school_id', undefined, 'Invalid school id'],
      ['_id', 42, 'Invalid teacher id'],
    ];
    for (const [field, value, message] of cases) {
      const response = await send('POST', '/api/teachers', form({ [field]: value }));
      expect(response.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(response.json(), field).toMatchObject({
        message: 'Validation failed. Please check all fields.',
        errorType: 'validation',
        errors: { [field]: message },
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a Teacher ID already used in the school with 409, and allows it in another school', async () => {
    await created({ teacher_id: 'DUPT1' });
    const clash = await send('POST', '/api/teachers', form({ teacher_id: 'dupt1' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      requestId: expect.any(String) as string,
      errorType: 'duplicate',
      message: 'This Teacher ID is already used in this school',
      errors: { teacher_id: 'This Teacher ID is already used in this school' },
    });
    await created({ teacher_id: 'DUPT1', school_id: other._id });
  });

  it('runs a create once for a repeated Idempotency-Key', async () => {
    const before = await count();
    const key = { 'idempotency-key': newId() };
    const payload = form();
    const first = await send('POST', '/api/teachers', payload, key);
    const repeat = await send('POST', '/api/teachers', payload, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });
});
