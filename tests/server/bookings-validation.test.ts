/**
 * What `POST` and `PUT /api/bookings` refuse, each with its message and nothing stored, and what they
 * keep: the status, the owner, versions, replays; the list's order and pages.
 */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../server/db/schema';
import type { Booking } from '../../src/domain/bookings/booking';
import { BOOKING_MESSAGES as M } from '../../src/domain/bookings/booking-schema';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/domain/text-rules';
import { admin, api, setupApiApp, t } from './helpers/api-app';
import { bookingBody } from './helpers/bookings';
import { signUp } from './helpers/sign-up';

const form = bookingBody;

const without = (field: string) =>
  Object.fromEntries(Object.entries(form()).filter(([key]) => key !== field));

async function storedCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(bookings);
  return row!.n;
}

setupApiApp();
const asAdmin = () => api.as(admin);

let existing: Booking;
beforeAll(async () => {
  const response = await asAdmin().post('/api/bookings', form());
  expect(response.statusCode, response.body).toBe(201);
  existing = response.json<{ data: Booking }>().data;
});

/** [what, body, field, message] */
const REFUSED: Array<[string, object, string, string]> = [
  ['no description', without('description'), 'description', M.descriptionRequired],
  ['a blank description', form({ description: '   ' }), 'description', M.descriptionRequired],
  ['a huge description', form({ description: 'x'.repeat(1001) }), 'description', M.descriptionTooLong],
  ['no start date', without('startDate'), 'startDate', M.startDateRequired],
  ['no end date', without('endDate'), 'endDate', M.endDateRequired],
  ['a start date that is no date', form({ startDate: 'tomorrow' }), 'startDate', M.startDateInvalid],
  ['30 February', form({ startDate: '2027-02-30' }), 'startDate', M.startDateInvalid],
  ['a date as a number', form({ endDate: 20261231 }), 'endDate', M.endDateInvalid],
  ['a far year', form({ endDate: '9999-12-31' }), 'endDate', M.endDateInvalid],
  [
    'dates out of order',
    form({ startDate: '2026-12-31', endDate: '2026-12-01' }),
    'endDate',
    M.datesOutOfOrder,
  ],
  [
    'times out of order on one day',
    form({ startDate: '2026-12-01T10:00:00Z', endDate: '2026-12-01T09:00:00Z' }),
    'endDate',
    M.datesOutOfOrder,
  ],
  ['no location', without('location'), 'location', M.locationRequired],
  ['a huge location', form({ location: 'x'.repeat(201) }), 'location', M.locationTooLong],
  ['no budget', without('budget'), 'budget', M.budgetRequired],
  ['an empty budget', form({ budget: '' }), 'budget', M.budgetRequired],
  ['a zero budget', form({ budget: 0 }), 'budget', M.budgetNotPositive],
  ['a negative budget', form({ budget: -500 }), 'budget', M.budgetNotPositive],
  ['a non-numeric budget', form({ budget: 'fifty thousand' }), 'budget', M.budgetNotNumber],
  ['a budget of true', form({ budget: true }), 'budget', M.budgetNotNumber],
  ['a budget of null', form({ budget: null }), 'budget', M.budgetNotNumber],
  ['a fractional budget', form({ budget: 499.5 }), 'budget', M.budgetNotWhole],
  ['a huge budget', form({ budget: 1e12 }), 'budget', M.budgetTooLarge],
  ['no ad type', without('adType'), 'adType', M.adTypeRequired],
  ['an unknown ad type', form({ adType: 'Skywriting' }), 'adType', M.adTypeInvalid],
  ['no media type', without('mediaType'), 'mediaType', M.mediaTypeRequired],
  ['an unknown media type', form({ mediaType: 'hologram' }), 'mediaType', M.mediaTypeInvalid],
  ['ad content that is no text', form({ adContent: 42 }), 'adContent', M.adContentInvalid],
  ['huge ad content', form({ adContent: 'x'.repeat(5001) }), 'adContent', M.adContentTooLong],
  ['a status other than pending payment', form({ status: 'paid' }), 'status', M.statusFixed],
  ['a control character', form({ location: 'Mum\u0000bai' }), 'location', CONTROL_CHARACTERS_MESSAGE],
];

describe('booking validation', () => {
  it.each(REFUSED)(
    'refuses %s on create and on change, storing nothing',
    async (_what, body, field, message) => {
      const before = await storedCount();
      const created = await asAdmin().post('/api/bookings', body);
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toMatchObject({ errorType: 'validation', errors: { [field]: message } });
      const changed = await asAdmin().put(`/api/bookings/${existing._id}`, body);
      expect(changed.statusCode, changed.body).toBe(400);
      expect(changed.json()).toMatchObject({ errors: { [field]: message } });
      expect(await storedCount()).toBe(before);
      const stored = await asAdmin().get(`/api/bookings/${existing._id}`);
      expect(stored.json<{ data: Booking }>().data).toEqual(existing);
    },
  );

  it('refuses a body that is no object and an id that is no id', async () => {
    const before = await storedCount();
    const notObject = await asAdmin().post('/api/bookings', [form()]);
    expect(notObject.statusCode).toBe(400);
    const badId = await asAdmin().get('/api/bookings/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: M.recordIdInvalid });
    expect(await storedCount()).toBe(before);
  });

  it('stores a valid booking as given: tidy text, dates as instants, pending payment, the caller as owner', async () => {
    const response = await asAdmin().post(
      '/api/bookings',
      form({ description: '  Two   spaces ', budget: '75000', adContent: '  ', mediaType: 'image' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: Booking }>();
    expect(body).toMatchObject({ success: true, message: M.created });
    expect(body.data).toMatchObject({
      description: 'Two spaces',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      budget: 75000,
      adType: 'Digital Display',
      mediaType: 'image',
      adContent: null,
      status: 'pending_payment',
      user: existing.user,
      version: 1,
    });
  });

  it('accepts a one-day booking (end on the start) and a status of pending_payment', async () => {
    const response = await asAdmin().post(
      '/api/bookings',
      form({ endDate: '2026-12-01', status: 'pending_payment', adContent: 'Poster text' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: Booking }>().data).toMatchObject({ adContent: 'Poster text' });
  });
});

describe('booking writes', () => {
  it('answers a repeated create with the same Idempotency-Key once, storing one booking', async () => {
    const before = await storedCount();
    const first = await asAdmin().post('/api/bookings', form(), { key: 'booking-replay-1' });
    const again = await asAdmin().post('/api/bookings', form(), { key: 'booking-replay-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a change made on an older version with the current booking', async () => {
    const created = (await asAdmin().post('/api/bookings', form())).json<{ data: Booking }>().data;
    const first = await asAdmin().put(`/api/bookings/${created._id}`, form({ budget: 60000 }), {
      ifMatch: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await asAdmin().put(`/api/bookings/${created._id}`, form({ budget: 70000 }), {
      ifMatch: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorType: 'version_conflict',
      current: { budget: 60000, version: 2 },
    });
    const staleDelete = await asAdmin().delete(`/api/bookings/${created._id}`, { ifMatch: 1 });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await asAdmin().delete(`/api/bookings/${created._id}`, { ifMatch: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await asAdmin().delete(`/api/bookings/${created._id}`);
    expect(again.statusCode, again.body).toBe(200);
    const changeDeleted = await asAdmin().put(`/api/bookings/${created._id}`, form());
    expect(changeDeleted.statusCode).toBe(404);
  });

  it('lists by start date, in pages', async () => {
    const { token } = await signUp(t, {
      email: 'booking.pages@example.in',
      password: 'a-good-password',
      name: 'Pages',
    });
    for (const day of ['2027-03-05', '2027-01-10', '2027-02-20']) {
      const response = await api.as(token).post('/api/bookings', form({ startDate: day, endDate: day }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const all = await api.as(token).get('/api/bookings');
    expect(all.json<{ data: Booking[] }>().data.map((b) => b.startDate.slice(0, 10))).toEqual([
      '2027-01-10',
      '2027-02-20',
      '2027-03-05',
    ]);
    const second = await api.as(token).get('/api/bookings?page=2&limit=2');
    const page = second.json<{ data: Booking[]; pagination: object }>();
    expect(page.data.map((b) => b.startDate.slice(0, 10))).toEqual(['2027-03-05']);
    expect(page.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2, hasNext: false });
    const badLimit = await api.as(token).get('/api/bookings?limit=0');
    expect(badLimit.statusCode).toBe(400);
  });
});
