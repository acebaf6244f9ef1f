/**
 * The bookings routes and their description, under /api/bookings: any signed-in user, under the owner
 * rule of bookings-service.ts.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { BOOKING_MESSAGES as M, BookingSchema } from '../../../src/domain/bookings/booking-schema';
import { answered, runWrite, writeChange } from '../../http/write';
import { declareRoute } from '../../kit/declared-route';
import { idParams, limitParam, pageParam } from '../../kit/list-query';
import { IDEMPOTENCY_KEY, IF_MATCH } from '../../openapi/route-doc';
import * as service from './bookings-service';

const BookingIdParams = idParams(M.recordIdInvalid);
const BookingListQuery = v.object({ page: pageParam, limit: limitParam });

const OWNER_RULE =
  "A user reaches only their own bookings (another's answers 404); a super administrator reaches every one.";
const written = { status: 200, description: 'The booking as stored', schema: 'Written' } as const;
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

  declareRoute(
    app,
    {
      method: 'POST',
      url: '',
      access,
      summary: 'Book an ad (status `pending_payment`)',
      description: 'The caller owns the booking.',
      body: BookingSchema,
      bodyMessage: failed,
      headers: [IDEMPOTENCY_KEY],
      answer: { ...written, status: 201 },
    },
    async ({ body }, request, reply) =>
      runWrite(
        request,
        reply,
        answered(M.created, (context) => service.createBooking(context, request.currentUser, body)),
        201,
      ),
  );

  declareRoute(
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
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: written,
    },
    async ({ params, body }, request, reply) =>
      writeChange(request, reply, M.updated, (context, baseVersion) =>
        service.updateBooking(context, request.currentUser, params.id, body, baseVersion),
      ),
  );

  declareRoute(
    app,
    {
      method: 'DELETE',
      url: '/:id',
      access,
      summary: 'Delete a booking (a tombstone)',
      description: OWNER_RULE,
      params: BookingIdParams,
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: { ...written, description: 'The deleted booking' },
    },
    async ({ params }, request, reply) =>
      writeChange(request, reply, M.deleted, (context, baseVersion) =>
        service.deleteBooking(context, request.currentUser, params.id, baseVersion),
      ),
  );
  done();
};
