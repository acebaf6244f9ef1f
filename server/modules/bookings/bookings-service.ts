/**
 * Ad bookings under the owner rule: a user sees and changes only their own, a super
 * administrator every one. Another's booking answers 404 as an unknown one does, so its existence is
 * never told. Soft deletes and versions as every record; bookings are not synced to devices.
 */
import { eq, type SQL } from 'drizzle-orm';
import { BOOKING_MESSAGES as M, type BookingFields } from '../../../src/domain/bookings/booking-schema';
import type { Booking } from '../../../src/domain/bookings/booking';
import { newId } from '../../../src/domain/ids';
import type { Db } from '../../db/connection';
import { bookings } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { assertVersion, type WriteContext } from '../../http/write';
import { listAnswer, type ListAnswer } from '../../kit/list-query';
import { syncedRepository } from '../../kit/synced-repository';
import type { CurrentUser } from '../../auth/access';
import { columnsOf, toBookingView, type BookingRow } from './booking-view';

const bookingRows = syncedRepository(bookings);

/** The bookings a caller may see: every one for a super administrator, else their own. */
const visibleTo = (user: CurrentUser): SQL | undefined =>
  user.role === 'super_admin' ? undefined : eq(bookings.user, user.id);

const mayReach = (user: CurrentUser, row: BookingRow) => user.role === 'super_admin' || row.user === user.id;

async function reachable(
  db: Db,
  user: CurrentUser,
  id: string,
  options: { forUpdate?: boolean; withDeleted?: boolean } = {},
): Promise<BookingRow> {
  const row = await bookingRows.find(db, id, options);
  if (!row || !mayReach(user, row)) throw notFound(M.notFound);
  return row;
}

/** The caller's bookings (all for a super administrator) by start date; every one unless a limit is given. */
export async function listBookings(
  db: Db,
  user: CurrentUser,
  paging: { page?: number; limit?: number },
): Promise<ListAnswer<Booking>> {
  const where = visibleTo(user);
  const total = await bookingRows.count(db, where);
  const page = { page: paging.page ?? 1, limit: paging.limit ?? Math.max(total, 1) };
  const rows = await bookingRows.list(db, {
    where,
    orderBy: [bookings.startDate, bookings.createdAt],
    page: { offset: (page.page - 1) * page.limit, limit: page.limit },
  });
  return listAnswer(rows.map(toBookingView), total, page, {});
}

export const getBooking = async (db: Db, user: CurrentUser, id: string) =>
  toBookingView(await reachable(db, user, id));

/** A body naming another owner than the booking's is refused: nobody books for, or hands over to, another. */
function assertOwner(input: BookingFields, owner: string): void {
  if (input.user !== undefined && input.user !== owner)
    throw badRequest(M.validationFailed, { user: M.ownerFixed });
}

/** A new booking of the caller's, waiting for payment. */
export async function createBooking({ tx }: WriteContext, user: CurrentUser, input: BookingFields) {
  assertOwner(input, user.id);
  const row = await bookingRows.insert(tx, {
    _id: newId(),
    ...columnsOf(input),
    user: user.id,
    status: 'pending_payment',
  });
  return toBookingView(row!);
}

/** Every field but the owner and the status. */
export async function updateBooking(
  { tx }: WriteContext,
  user: CurrentUser,
  id: string,
  input: BookingFields,
  baseVersion: number | undefined,
) {
  const current = await reachable(tx, user, id, { forUpdate: true });
  assertVersion(current, baseVersion, toBookingView);
  assertOwner(input, current.user);
  return toBookingView((await bookingRows.update(tx, id, columnsOf(input)))!);
}

/** Soft delete; deleting a deleted booking of one's own succeeds. */
export async function deleteBooking(
  { tx }: WriteContext,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
) {
  const current = await reachable(tx, user, id, { forUpdate: true, withDeleted: true });
  if (current.deletedAt) return toBookingView(current);
  assertVersion(current, baseVersion, toBookingView);
  return toBookingView((await bookingRows.softDelete(tx, id))!);
}
