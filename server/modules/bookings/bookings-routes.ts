/**
 * The bookings routes, under /api/bookings: any signed-in user, under the owner rule of
 * bookings-service.ts.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { BOOKING_MESSAGES as M, BookingSchema } from '../../../src/domain/bookings/booking-schema';
import { parseInput } from '../../http/validate';
import { answered, runWrite, writeChange } from '../../http/write';
import { idParams, limitParam, pageParam } from '../../kit/list-query';
import * as service from './bookings-service';

export const BookingIdParams = idParams(M.recordIdInvalid);
export const BookingListQuery = v.object({ page: pageParam, limit: limitParam });

export const bookingsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const idOf = (request: FastifyRequest) => parseInput(BookingIdParams, request.params).id;
  const failed = M.validationFailed;

  app.get('', async (request) =>
    service.listBookings(app.db, request.currentUser, parseInput(BookingListQuery, request.query)),
  );

  app.get('/:id', async (request) => ({
    success: true,
    data: await service.getBooking(app.db, request.currentUser, idOf(request)),
  }));

  app.post('', async (request, reply) => {
    const input = parseInput(BookingSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      answered(M.created, (context) => service.createBooking(context, request.currentUser, input)),
      201,
    );
  });

  app.put('/:id', async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(BookingSchema, request.body, failed);
    return writeChange(request, reply, M.updated, (context, baseVersion) =>
      service.updateBooking(context, request.currentUser, id, input, baseVersion),
    );
  });

  app.delete('/:id', async (request, reply) => {
    const id = idOf(request);
    return writeChange(request, reply, M.deleted, (context, baseVersion) =>
      service.deleteBooking(context, request.currentUser, id, baseVersion),
    );
  });
  done();
};
