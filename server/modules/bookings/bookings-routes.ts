/**
 * The bookings routes and their description, under /api/bookings: any signed-in user, under the owner
 * rule of bookings-service.ts.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { BOOKING_MESSAGES as M, BookingSchema } from '../../../src/domain/bookings/booking-schema';
import { declareRoute } from '../../kit/declared-route';
import { declareWrite } from '../../kit/declared-write';
import { idParams, limitParam, pageParam } from '../../kit/list-query';
import * as service from './bookings-service';

const BookingIdParams = idParams(M.recordIdInvalid);
const BookingListQuery = v.object({ page: pageParam, limit: limitParam });

const OWNER_RULE =
  "A user reaches only their own bookings (another's answers 404); a super administrator reaches every one.";
const written = { status: 200, description: 'The booking as stored' } as const;
const access = 'authenticated';
const failed = M.validationFailed;

export const bookingsRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '',
      access,
      summary: 'The bookings, by start date (every one unless a `limit` is given)',
      description: OWNER_RULE,
      query: BookingListQuery,
      answer: { status: 200, description: 'A page of bookings', schema: 'List' },
    },
    async ({ query }, request) => service.listBookings(app.db, request.currentUser, query),
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/:id',
      access,
      summary: 'One booking',
      description: OWNER_RULE,
      params: BookingIdParams,
      answer: { status: 200, description: 'The booking', schema: 'Data' },
    },
    async ({ params }, request) => ({
      success: true,
      data: await service.getBooking(app.db, request.currentUser, params.id),
    }),
  );

  declareWrite(
    app,
    {
      method: 'POST',
      url: '',
      access,
      summary: 'Book an ad (status `pending_payment`)',
      description: 'The caller owns the booking.',
      body: BookingSchema,
      bodyMessage: failed,
      answer: { ...written, status: 201 },
      message: M.created,
    },
    async (context, { body }, user) => service.createBooking(context, user, body),
  );

  declareWrite(
    app,
    {
      method: 'PUT',
      url: '/:id',
      access,
      summary: 'Replace a booking (its owner and status kept)',
      description: OWNER_RULE,
      params: BookingIdParams,
      body: BookingSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: written,
      message: M.updated,
    },
    async (context, { params, body, baseVersion }, user) =>
      service.updateBooking(context, user, params.id, body, baseVersion),
  );

  declareWrite(
    app,
    {
      method: 'DELETE',
      url: '/:id',
      access,
      summary: 'Delete a booking (a tombstone)',
      description: OWNER_RULE,
      params: BookingIdParams,
      ifMatch: true,
      answer: { ...written, description: 'The deleted booking' },
      message: M.deleted,
    },
    async (context, { params, baseVersion }, user) =>
      service.deleteBooking(context, user, params.id, baseVersion),
  );
  done();
};
