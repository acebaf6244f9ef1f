import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../server/db/schema';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, DEMO.schoolAdmin);
  token = session.token;
  userId = session.user._id;
});
afterAll(() => t.close());

const profile = (key: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });

const storedName = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json<{
    data: { name: string };
  }>().data.name;

describe('an Idempotency-Key reused with a different body', () => {
  it('answers 422 idempotency_mismatch and changes nothing', async () => {
    const first = await profile('profile-key-1', { name: 'Asha Patil', phone: '9800000001' });
    expect(first.statusCode).toBe(200);

    const other = await profile('profile-key-1', { name: 'Someone Else', phone: '9800000001' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      message: 'This Idempotency-Key was already used with a different request body',
      errorType: 'idempotency_mismatch',
    });
    expect(await storedName()).toBe('Asha Patil');
  });

  it('replays the stored answer for the same body, whatever the order of its keys', async () => {
    const first = await profile('profile-key-2', { name: 'Asha Kale', phone: '9800000002' });
    const again = await profile('profile-key-2', { phone: '9800000002', name: 'Asha Kale' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('still replays a key stored before bodies were hashed', async () => {
    const first = await profile('profile-key-3', { name: 'Asha More' });
    await t.app.db
      .update(idempotencyKeys)
      .set({ requestHash: null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'profile-key-3')));
    const again = await profile('profile-key-3', { name: 'Not Asha' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedName()).toBe('Asha More');
  });
});
