/** The description of /api/bookings (server/openapi). */
import { BookingSchema } from '../../../src/domain/bookings/booking-schema';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';
import { BookingIdParams, BookingListQuery } from './bookings-routes';

const params = BookingIdParams;
const OWNER_RULE =
  "A user reaches only their own bookings (another's answers 404); a super administrator reaches every one.";
const written = { status: 200, description: 'The booking as stored', schema: 'Written' } as const;

export const bookingsDocs: RouteTable = {
  'GET /api/bookings': {
    summary: 'The bookings, by start date (every one unless a `limit` is given)',
    description: OWNER_RULE,
    query: BookingListQuery,
    answer: { status: 200, description: 'A page of bookings', schema: 'List' },
  },
  'GET /api/bookings/:id': {
    summary: 'One booking',
    description: OWNER_RULE,
    params,
    answer: { status: 200, description: 'The booking', schema: 'Data' },
  },
  'POST /api/bookings': {
    summary: 'Book an ad (status `pending_payment`)',
    description: 'The caller owns the booking.',
    body: BookingSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { ...written, status: 201 },
  },
  'PUT /api/bookings/:id': {
    summary: 'Replace a booking (its owner and status kept)',
    description: OWNER_RULE,
    params,
    body: BookingSchema,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: written,
  },
  'DELETE /api/bookings/:id': {
    summary: 'Delete a booking (a tombstone)',
    description: OWNER_RULE,
    params,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: { ...written, description: 'The deleted booking' },
  },
};
