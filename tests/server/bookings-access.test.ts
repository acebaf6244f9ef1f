/**
 * The bookings' owner rule: a user reads, lists, changes and deletes only their own bookings (another's
 * answers 404 as an unknown id does, and names nothing of it); a super administrator reaches every one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/bookings/booking';
import { BOOKING_MESSAGES as M } from '../../src/domain/bookings/booking-schema';
import { newId } from '../../src/domain/ids';
import { admin, call, plainUser, schoolAdmin, setupAccessApp, t } from './helpers/access-app';
import { bookingBody } from './helpers/bookings';

let n = 0;
const form = (overrides: object = {}) =>
  bookingBody({ description: `Owner rule booking ${++n}`, location: 'Pune', ...overrides });

async function bookingOf(token: string, overrides: object = {}): Promise<Booking> {
  const response = await call(token, 'POST', '/api/bookings', form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Booking }>().data;
}

const listed = async (token: string) => {
  const response = await call(token, 'GET', '/api/bookings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Booking[] }>().data.map((booking) => booking._id);
};

const stored = async (id: string) => {
  const response = await call(admin, 'GET', `/api/bookings/${id}`);
  return response.statusCode === 200 ? response.json<{ data: Booking }>().data : undefined;
};

const withoutRequestId = ({ requestId: _, ...body }: Record<string, unknown>) => body;

setupAccessApp();

let mine: Booking;
let theirs: Booking;
let userId: string;
beforeAll(async () => {
  mine = await bookingOf(plainUser);
  theirs = await bookingOf(schoolAdmin);
  const me = await call(plainUser, 'GET', '/api/auth/me');
  userId = me.json<{ data: { _id: string } }>().data._id;
});

describe('the bookings owner rule', () => {
  it('makes a booking the caller’s own, waiting for payment', () => {
    expect(mine).toMatchObject({ user: userId, status: 'pending_payment', version: 1 });
  });

  it("lists only the caller's own bookings", async () => {
    const ids = await listed(plainUser);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect(await listed(schoolAdmin)).not.toContain(mine._id);
  });

  it("answers another user's booking as not found, like an unknown one, on every route", async () => {
    const unknown = await call(plainUser, 'GET', `/api/bookings/${newId()}`);
    const routes = [
      ['GET', `/api/bookings/${theirs._id}`, undefined],
      ['PUT', `/api/bookings/${theirs._id}`, form({ description: 'Taken over' })],
      ['DELETE', `/api/bookings/${theirs._id}`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await call(plainUser, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(withoutRequestId(response.json())).toEqual(withoutRequestId(unknown.json()));
      expect(response.json()).toMatchObject({ message: 'Booking not found', errorType: 'not_found' });
      expect(response.body).not.toContain(theirs._id);
    }
    expect(await stored(theirs._id)).toEqual(theirs);
  });

  it('ignores a version header on another user’s booking: still 404, never a conflict naming it', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${theirs._id}`,
      headers: { authorization: `Bearer ${plainUser}`, 'if-match': '99' },
      payload: form(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(theirs.description);
  });

  it('lets the owner read, change and delete their booking', async () => {
    const own = await bookingOf(plainUser);
    const read = await call(plainUser, 'GET', `/api/bookings/${own._id}`);
    expect(read.json<{ data: Booking }>().data).toEqual(own);
    const changed = await call(plainUser, 'PUT', `/api/bookings/${own._id}`, form({ location: 'Nashik' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      success: true,
      message: 'Booking updated successfully',
      data: { _id: own._id, location: 'Nashik', user: userId, version: 2 },
    });
    const deleted = await call(plainUser, 'DELETE', `/api/bookings/${own._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Booking deleted successfully' });
    expect((await call(plainUser, 'GET', `/api/bookings/${own._id}`)).statusCode).toBe(404);
    expect(await listed(plainUser)).not.toContain(own._id);
  });

  it('lets a super administrator list, read, change and delete every booking, the owner kept', async () => {
    const ids = await listed(admin);
    expect(ids).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    const target = await bookingOf(schoolAdmin);
    const read = await call(admin, 'GET', `/api/bookings/${target._id}`);
    expect(read.statusCode).toBe(200);
    const changed = await call(admin, 'PUT', `/api/bookings/${target._id}`, form({ budget: 75000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: Booking }>().data).toMatchObject({ budget: 75000, user: target.user });
    const deleted = await call(admin, 'DELETE', `/api/bookings/${target._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listed(schoolAdmin)).not.toContain(target._id);
  });

  it('refuses a body naming another owner, and keeps the owner when a super administrator changes a booking', async () => {
    const forOther = await call(plainUser, 'POST', '/api/bookings', form({ user: theirs.user }));
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json()).toMatchObject({ errors: { user: M.ownerFixed } });
    const handOver = await call(admin, 'PUT', `/api/bookings/${mine._id}`, form({ user: theirs.user }));
    expect(handOver.statusCode).toBe(400);
    expect(await stored(mine._id)).toEqual(mine);
    const asRead = await call(plainUser, 'POST', '/api/bookings', form({ user: userId }));
    expect(asRead.statusCode, asRead.body).toBe(201);
  });

  it('refuses every route without a sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/bookings'],
      ['GET', `/api/bookings/${mine._id}`],
      ['POST', '/api/bookings'],
      ['PUT', `/api/bookings/${mine._id}`],
      ['DELETE', `/api/bookings/${mine._id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: form() } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await stored(mine._id)).toEqual(mine);
  });
});
