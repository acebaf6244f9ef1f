/**
 * The client of /api/bookings: five typed calls over the shared request helper. A refusal fails with
 * the server's own message; anything else (no answer, an answer without a message, an answer that is
 * no booking) with the call's default text ('Failed to fetch bookings', ...). No mock fallback: a
 * booking shown is one the server stored.
 */
import type { Booking } from '../../domain/bookings/booking';
import { BOOKING_DEFAULT_ERRORS as D, type BookingInput } from '../../domain/bookings/booking-schema';
import type { Pagination } from '../../domain/schools/school';
import { ApiError, NetworkError } from '../api/api-error';
import { ENVELOPE_KEYS, isRecord, unwrapList, unwrapRecord } from '../api/envelope';
import { request, type RequestOptions } from '../api/request';

export interface BookingPage {
  bookings: Booking[];
  /** Absent when the server sends none. */
  pagination?: Pagination;
}

/** The server's message, if its answer carried one. */
const serverMessage = (error: ApiError) =>
  isRecord(error.body) && typeof error.body.message === 'string' && error.body.message.trim() !== ''
    ? error.body.message
    : undefined;

/** The same failure, told with the server's message or else the call's default text. */
function toldWith(error: unknown, fallback: string): Error {
  if (error instanceof ApiError) {
    if (serverMessage(error)) return error;
    return new ApiError(fallback, error);
  }
  if (error instanceof NetworkError) return new NetworkError(error.cause, fallback);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}

async function call<T>(
  fallback: string,
  path: string,
  options: RequestOptions,
  read: (body: unknown) => T | undefined,
): Promise<T> {
  let answer: T | undefined;
  try {
    answer = read(await request(path, options));
  } catch (error) {
    throw toldWith(error, fallback);
  }
  if (answer === undefined) throw new Error(fallback);
  return answer;
}

const isBooking = (value: unknown): value is Booking =>
  isRecord(value) && typeof value._id === 'string' && typeof value.version === 'number';

const readBooking = (body: unknown) => {
  const record = unwrapRecord(body);
  return isBooking(record) ? record : undefined;
};

/** A bare list or a list under an envelope key; an answer holding no list at all is no page. */
const readPage = (body: unknown): BookingPage | undefined => {
  const holdsList =
    Array.isArray(body) || (isRecord(body) && ENVELOPE_KEYS.some((key) => Array.isArray(body[key])));
  const bookings = holdsList ? unwrapList(body) : undefined;
  if (!bookings?.every(isBooking)) return undefined;
  const pagination = isRecord(body) && isRecord(body.pagination) ? (body.pagination as unknown as Pagination) : undefined;
  return pagination ? { bookings, pagination } : { bookings };
};

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** The caller's bookings (every one for a super administrator), by start date. */
export const fetchBookings = (paging: { page?: number; limit?: number } = {}, signal?: AbortSignal) =>
  call(D.list, '/bookings', { query: paging, signal }, readPage);

export const fetchBooking = (id: string, signal?: AbortSignal) =>
  call(D.one, bookingPath(id), { signal }, readBooking);

/** A new booking, waiting for payment; the key makes a resend answer the first booking, never a second. */
export const createBooking = (input: BookingInput, idempotencyKey?: string) =>
  call(
    D.create,
    '/bookings',
    { method: 'POST', body: input, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
    readBooking,
  );

/** Every field; with the version seen, a change made meanwhile is refused (409) instead of overwritten. */
export const updateBooking = (id: string, input: BookingInput, version?: number) =>
  call(
    D.update,
    bookingPath(id),
    { method: 'PUT', body: input, headers: version === undefined ? {} : { 'If-Match': String(version) } },
    readBooking,
  );

export const deleteBooking = (id: string, version?: number) =>
  call(
    D.remove,
    bookingPath(id),
    { method: 'DELETE', headers: version === undefined ? {} : { 'If-Match': String(version) } },
    readBooking,
  );
