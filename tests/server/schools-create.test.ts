import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { hashPassword } from '../../server/auth/passwords';
import { insertUser } from '../../server/modules/auth';
import { DEMO, bearer, signIn } from './helpers/test-app';
import { t, form, send, create, fetchSchool, total, created, setupSchoolsApp } from './helpers/schools-app';

setupSchoolsApp();

describe('POST /api/schools/initiate-school', () => {
  it('creates an active school from trimmed, lowercased values and answers 201 with it', async () => {
    const before = await total();
    const response = await create(
      form({
        school_name: '  ZP School Velhe ',
        email: ' Office@Velhe.Shala.Demo',
        phone_number: '98234 56701',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ data: School }>();
    expect(body).toMatchObject({ success: true, message: 'School added successfully!' });
    expect(body.data).toMatchObject({
      school_name: 'ZP School Velhe',
      email: 'office@velhe.shala.demo',
      phone_number: '9823456701',
      status: 'active',
      version: 1,
      studentCount: 0,
      totalClassesCount: 0,
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetchSchool(body.data._id)).json()).toMatchObject({ data: body.data });
    expect(await total()).toBe(before + 1);
  });

  it('keeps a client-chosen id, and a repeated create with it answers the existing school', async () => {
    const id = newId();
    const first = await create(form({ _id: id, school_name: 'ZP School Pabe' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ data: { _id: id, school_name: 'ZP School Pabe' } });
    const before = await total();
    const again = await create(form({ _id: id, school_name: 'ZP School Pabe (resent)' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ data: { _id: id, school_name: 'ZP School Pabe', version: 1 } });
    expect(await total()).toBe(before);
  });

  it("refuses another creator's id with 409 duplicate", async () => {
    const id = newId();
    await created({ _id: id });
    await insertUser(t.app.db, {
      _id: newId(),
      email: 'second.admin@shala.demo',
      role: 'super_admin',
      isVerified: true,
      passwordHash: await hashPassword(DEMO.password),
    });
    const other = await signIn(t.app, 'second.admin@shala.demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schools/initiate-school',
      headers: bearer(other.token),
      payload: form({ _id: id }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorType: 'duplicate',
      errors: { _id: 'A school with this id already exists' },
    });
  });

  it.each([
    ['school_name', '', 'School name is required'],
    ['school_name', 'Z', 'School name must be at least 2 characters'],
    ['school_name', 'Z'.repeat(101), 'School name must be less than 100 characters'],
    ['email', '', 'Email is required'],
    ['email', 'office.velhe', 'Please enter a valid email address'],
    ['phone_number', undefined, 'Phone number is required'],
    ['phone_number', '1234567890', 'Please enter a valid 10-digit Indian mobile number'],
    ['contact', ' ', 'Contact person is required'],
    ['status', 'closed', 'Status must be active or inactive'],
    ['status', '', 'Status is required'],
    ['street', 'Rd', 'Street must be at least 3 characters'],
    ['locality', '', 'Locality/Village is required'],
    ['city', 'V', 'City must be at least 2 characters'],
    ['state', 'S'.repeat(101), 'State must be less than 100 characters'],
    ['pincode', '', 'PIN code is required'],
    ['pincode', '012345', 'Please enter a valid 6-digit PIN code'],
    ['principal_name', '', 'Principal name is required'],
    ['principal_email', '', 'Principal email is required'],
    ['principal_email', 'dhumal@', 'Please enter a valid email address'],
    ['principal_contact', '', 'Principal contact is required'],
    ['principal_contact', '98234', 'Please enter a valid 10-digit Indian mobile number'],
    ['_id', 'my-school', 'Invalid school id'],
  ])('answers 400 with the message for a bad %s and stores nothing', async (field, value, message) => {
    const before = await total();
    const response = await create(form({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      requestId: expect.any(String) as string,
      message: 'Validation failed. Please check all fields.',
      errorType: 'validation',
      errors: { [field]: message },
    });
    expect(await total()).toBe(before);
  });

  it('answers 4xx, never 500, for wrong types, a huge body or no body', async () => {
    const before = await total();
    const bodies: unknown[] = [
      [],
      'a school',
      42,
      form({ school_name: 12 }),
      form({ pincode: 412212 }),
      form({ email: { $ne: '' } }),
    ];
    for (const body of bodies) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const huge = await create(form({ street: 'x'.repeat(50_000) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ errors: { street: expect.any(String) as string } });
    // Past the body limit the body is refused before it is parsed (docs/api.md, "Body limits").
    const flood = await create(form({ street: 'x'.repeat(2_000_000) }));
    expect(flood.statusCode).toBe(413);
    expect(flood.json()).toMatchObject({
      message: 'The request is too large',
      errorType: 'payload_too_large',
    });
    expect((await send('POST', '/api/schools/initiate-school')).statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('runs a create once for a repeated Idempotency-Key and replays the first answer', async () => {
    const before = await total();
    const key = { 'idempotency-key': newId() };
    const first = await create(form({ school_name: 'ZP School Ghisar' }), key);
    const repeat = await create(form({ school_name: 'ZP School Ghisar' }), key);
    const other = await create(form({ school_name: 'ZP School Something Else' }), key);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errorType: 'idempotency_mismatch' });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await total()).toBe(before + 1);
  });
});
