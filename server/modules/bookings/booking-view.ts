import type { Booking } from '../../../src/domain/bookings/booking';
import type { BookingFields, BookingStatus } from '../../../src/domain/bookings/booking-schema';
import type { bookings } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type BookingRow = typeof bookings.$inferSelect;

/** A booking as every answer carries it. */
export const toBookingView = (row: BookingRow): Booking => ({
  _id: row._id,
  description: row.description,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  location: row.location,
  budget: row.budget,
  // Only the server writes it (pending_payment on creation; later states by a payment flow).
  status: row.status as BookingStatus,
  user: row.user,
  adType: row.adType,
  mediaType: row.mediaType,
  adContent: row.adContent,
  ...stamps(row),
});

/** The stored columns of a valid body; the status is the server's. */
export const columnsOf = (input: BookingFields) => ({
  description: input.description,
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
  location: input.location,
  budget: input.budget,
  adType: input.adType,
  mediaType: input.mediaType,
  adContent: input.adContent,
});
