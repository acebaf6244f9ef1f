import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import type { School } from '../../src/domain/schools/school';
import { bearer } from './helpers/test-app';
import { t, token, send, fetchSchool, total, created, setupSchoolsApp } from './helpers/schools-app';

setupSchoolsApp();

describe('PATCH /api/schools/{id}', () => {
  it('changes the given fields, counts the version and keeps the rest', async () => {
    const school = await created();
    const response = await send('PATCH', `/api/schools/${school._id}`, {
      city: '  Rajgad ',
      status: 'inactive',
      version: 9,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: School }>();
    expect(body).toMatchObject({ success: true, message: 'School updated successfully!' });
    expect(body.data).toMatchObject({
      ...school,
      city: 'Rajgad',
      status: 'inactive',
      version: 2,
      updatedAt: body.data.updatedAt,
    });
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(school.updatedAt));
  });

  it('answers a stale If-Match with 409 version_conflict and the current school, and honours a current one', async () => {
    const school = await created();
    await send('PATCH', `/api/schools/${school._id}`, { contact: 'Asha More' });
    const stale = await send(
      'PATCH',
      `/api/schools/${school._id}`,
      { contact: 'Old Edit' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorType: 'version_conflict',
      current: { _id: school._id, contact: 'Asha More', version: 2 },
    });
    const fresh = await send(
      'PATCH',
      `/api/schools/${school._id}`,
      { contact: 'New Edit' },
      { 'if-match': 'W/"2"' },
    );
    expect(fresh.json()).toMatchObject({ data: { contact: 'New Edit', version: 3 } });
    expect((await send('PATCH', `/api/schools/${school._id}`, {}, { 'if-match': 'two' })).statusCode).toBe(
      400,
    );
  });

  it('runs a PATCH once for a repeated Idempotency-Key', async () => {
    const school = await created();
    const key = { 'idempotency-key': newId() };
    const first = await send('PATCH', `/api/schools/${school._id}`, { contact: 'Meena Kulkarni' }, key);
    const repeat = await send('PATCH', `/api/schools/${school._id}`, { contact: 'Meena Kulkarni' }, key);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await fetchSchool(school._id)).json()).toMatchObject({ data: { version: 2 } });
  });

  it('answers 400 with the field message, 404 for an unknown school, and stores nothing', async () => {
    const school = await created();
    const bad = await send('PATCH', `/api/schools/${school._id}`, {
      pincode: '41221',
      school_name: 'Fine Name',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { pincode: 'Please enter a valid 6-digit PIN code' } });
    expect((await send('PATCH', `/api/schools/${school._id}`, [1, 2])).statusCode).toBe(400);
    expect((await send('PATCH', `/api/schools/${school._id}`, { status: null })).statusCode).toBe(400);
    expect((await fetchSchool(school._id)).json()).toMatchObject({
      data: { version: 1, school_name: school.school_name },
    });
    expect((await send('PATCH', `/api/schools/${newId()}`, { city: 'Pune' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/schools/{id}', () => {
  it('soft-deletes: hidden from reads and lists; deleting again still succeeds', async () => {
    const school = await created({ school_name: 'ZP School To Close' });
    const before = await total();
    const response = await send('DELETE', `/api/schools/${school._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { _id: school._id, version: 2 } });
    expect((await fetchSchool(school._id)).statusCode).toBe(404);
    expect(await total()).toBe(before - 1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/schools?search=to%20close',
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    const again = await send('DELETE', `/api/schools/${school._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { _id: school._id, version: 2 } });
    expect((await send('PATCH', `/api/schools/${school._id}`, { city: 'Pune' })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/schools/${newId()}`)).statusCode).toBe(404);
  });

  it('answers a stale If-Match with 409', async () => {
    const school = await created();
    await send('PATCH', `/api/schools/${school._id}`, { city: 'Pune' });
    expect(
      (await send('DELETE', `/api/schools/${school._id}`, undefined, { 'if-match': '1' })).statusCode,
    ).toBe(409);
    expect((await fetchSchool(school._id)).statusCode).toBe(200);
  });
});

describe('PUT /api/schools/bulk-update', () => {
  it('sets the status of every school given and counts each version', async () => {
    const [a, b] = [await created(), await created()];
    const response = await send('PUT', '/api/schools/bulk-update', {
      schoolIds: [a._id, b._id, a._id],
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: School[]; matched: number; modified: number }>();
    expect(body).toMatchObject({ success: true, matched: 2, modified: 2 });
    expect(body.data.map((s) => [s._id, s.status, s.version]).sort()).toEqual(
      [
        [a._id, 'inactive', 2],
        [b._id, 'inactive', 2],
      ].sort(),
    );
  });

  it('changes nothing when a school is unknown, and validates the body', async () => {
    const school = await created();
    const unknown = newId();
    const response = await send('PUT', '/api/schools/bulk-update', {
      schoolIds: [school._id, unknown],
      status: 'inactive',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorType: 'not_found', missing: [unknown] });
    expect((await fetchSchool(school._id)).json()).toMatchObject({ data: { status: 'active', version: 1 } });
    const invalid: unknown[] = [
      { schoolIds: [], status: 'active' },
      { schoolIds: [school._id], status: 'paused' },
      { schoolIds: school._id, status: 'active' },
      { schoolIds: Array.from({ length: 501 }, () => newId()), status: 'active' },
      { schoolIds: [{}], status: 'active' },
    ];
    for (const body of invalid)
      expect((await send('PUT', '/api/schools/bulk-update', body)).statusCode).toBe(400);
  });
});
