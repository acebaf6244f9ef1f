import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError, isNetworkError } from '../../../src/data/api/api-error';
import {
  createBooking,
  deleteBooking,
  fetchBooking,
  fetchBookings,
  updateBooking,
} from '../../../src/data/bookings/bookings-api';
import type { Booking } from '../../../src/domain/bookings/booking';
import { BOOKING_DEFAULT_ERRORS } from '../../../src/domain/bookings/booking-schema';
import { jsonResponse, sent, stubFetch, textResponse } from '../helpers/fetch';
import { signInAs } from '../helpers/session';

const booking: Booking = {
  _id: '0b8f8a0e-3c1e-4e34-9d7e-0d1d2c3b4a59',
  description: 'Science fair banner',
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  location: 'Pune',
  budget: 50000,
  status: 'pending_payment',
  user: 'user-1',
  adType: 'Digital Display',
  mediaType: 'video',
  adContent: null,
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
const input = {
  description: booking.description,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  location: booking.location,
  budget: booking.budget,
  adType: 'Digital Display' as const,
  mediaType: 'video' as const,
};
const written = (message: string) => ({ success: true, message, data: booking });
const pagination = { page: 1, limit: 10, total: 1, totalPages: 1, hasNext: false, hasPrev: false };

/** Each call, what it sends, its success answer and its default text. */
const CALLS = [
  {
    name: 'fetchBookings',
    run: () => fetchBookings({ page: 1, limit: 10 }),
    url: '/api/bookings?page=1&limit=10',
    method: 'GET',
    answer: { success: true, data: [booking], pagination, filters: {} },
    expected: { bookings: [booking], pagination },
    fallback: BOOKING_DEFAULT_ERRORS.list,
  },
  {
    name: 'fetchBooking',
    run: () => fetchBooking(booking._id),
    url: `/api/bookings/${booking._id}`,
    method: 'GET',
    answer: { success: true, data: booking },
    expected: booking,
    fallback: BOOKING_DEFAULT_ERRORS.one,
  },
  {
    name: 'createBooking',
    run: () => createBooking(input, 'key-1'),
    url: '/api/bookings',
    method: 'POST',
    answer: written('Booking created successfully'),
    expected: booking,
    fallback: BOOKING_DEFAULT_ERRORS.create,
  },
  {
    name: 'updateBooking',
    run: () => updateBooking(booking._id, input, 3),
    url: `/api/bookings/${booking._id}`,
    method: 'PUT',
    answer: written('Booking updated successfully'),
    expected: booking,
    fallback: BOOKING_DEFAULT_ERRORS.update,
  },
  {
    name: 'deleteBooking',
    run: () => deleteBooking(booking._id, 3),
    url: `/api/bookings/${booking._id}`,
    method: 'DELETE',
    answer: written('Booking deleted successfully'),
    expected: booking,
    fallback: BOOKING_DEFAULT_ERRORS.remove,
  },
] as const;

beforeEach(() => {
  signInAs('user');
});

describe('the bookings client', () => {
  it.each(CALLS)('$name sends its request with the token and reads the answer', async (c) => {
    const fetchMock = stubFetch().mockResolvedValueOnce(jsonResponse(c.answer, c.method === 'POST' ? 201 : 200));
    await expect(c.run()).resolves.toEqual(c.expected);
    const request = sent(fetchMock);
    expect(request).toMatchObject({ url: c.url, method: c.method });
    expect(request.headers.Authorization).toBe('Bearer token-user');
    if (c.method === 'POST' || c.method === 'PUT') expect(request.body).toEqual(input);
  });

  it.each(CALLS)("$name fails with the server's message", async (c) => {
    stubFetch().mockResolvedValueOnce(
      jsonResponse({ success: false, message: 'Booking not found', errorType: 'not_found' }, 404, 'Not Found'),
    );
    const failure = await c.run().catch((error: unknown) => error);
    expect(isApiError(failure, 404)).toBe(true);
    expect((failure as Error).message).toBe('Booking not found');
  });

  it.each(CALLS)('$name fails with the default text when the server says nothing', async (c) => {
    stubFetch()
      .mockResolvedValueOnce(jsonResponse({ success: false }, 500, 'Internal Server Error'))
      .mockResolvedValueOnce(textResponse('<h1>Bad gateway</h1>', 502, 'Bad Gateway'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: { nothing: 'here' } }));
    const silent = await c.run().catch((error: unknown) => error);
    expect(isApiError(silent, 500)).toBe(true);
    expect((silent as Error).message).toBe(c.fallback);
    await expect(c.run()).rejects.toThrow(c.fallback);
    const offline = await c.run().catch((error: unknown) => error);
    expect(isNetworkError(offline)).toBe(true);
    expect((offline as Error).message).toBe(c.fallback);
    await expect(c.run()).rejects.toThrow(c.fallback);
  });

  it('sends the Idempotency-Key of a create and the version of a change or delete', async () => {
    const fetchMock = stubFetch().mockImplementation(() =>
      Promise.resolve(jsonResponse(written('Booking updated successfully'))),
    );
    await createBooking(input, 'key-7');
    await updateBooking(booking._id, input, 3);
    await deleteBooking(booking._id, 4);
    await createBooking(input);
    expect(sent(fetchMock, 0).headers['Idempotency-Key']).toBe('key-7');
    expect(sent(fetchMock, 1).headers['If-Match']).toBe('3');
    expect(sent(fetchMock, 2).headers['If-Match']).toBe('4');
    expect(sent(fetchMock, 3).headers).not.toHaveProperty('Idempotency-Key');
  });

  it('reads a bare list without pagination', async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse([booking]));
    await expect(fetchBookings()).resolves.toEqual({ bookings: [booking] });
  });
});
