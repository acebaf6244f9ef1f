/**
 * The devices routes, under /api: `/device` and `/device/:id` (list, one, create, edit, delete) and
 * `/devices/...` (by status, by school, search, status change, statistics, token, rotation, import).
 * A super administrator's fleet: a school administrator gets 403 on every route.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { checkDeviceBulk } from '../../../src/domain/devices/device-bulk';
import {
  DEVICE_MESSAGES as M,
  DeviceCreateSchema,
  DeviceStatusSchema,
  DeviceTokenSchema,
  DeviceUpdateSchema,
} from '../../../src/domain/devices/device-schema';
import { SUPER_ADMIN } from '../../auth/school-access';
import { limitBody } from '../../http/body-limits';
import { badRequest } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { answered, runWrite, writeChange } from '../../http/write';
import { idParams, LIST_MESSAGES, textParam } from '../../kit/list-query';
import {
  DeviceListQuerySchema,
  DeviceSchoolParams,
  DeviceStatusParams,
  type DeviceListQuery,
} from './device-query-schema';
import { bulkCreateDevices } from './devices-bulk';
import * as reads from './devices-reads';
import * as writes from './devices-service';

const IdParams = idParams(M.recordIdInvalid);
export const PagingQuery = v.pick(DeviceListQuerySchema, ['page', 'limit']);
export const SearchQuery = v.object({
  ...PagingQuery.entries,
  q: textParam(LIST_MESSAGES.searchTooLong),
  search: textParam(LIST_MESSAGES.searchTooLong),
});

const listRequest = ({ search, q, status, school_id, page, limit }: DeviceListQuery) => ({
  search: search ?? q,
  status,
  schoolId: school_id,
  page,
  limit,
});

export const devicesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const idOf = (request: FastifyRequest) => parseInput(IdParams, request.params).id;
  const failed = M.validationFailed;

  app.get('/device', superAdmin, async (request) =>
    reads.listDevices(app.db, listRequest(parseInput(DeviceListQuerySchema, request.query))),
  );

  app.get('/devices/search', superAdmin, async (request) => {
    const { q, search, ...paging } = parseInput(SearchQuery, request.query);
    return reads.listDevices(app.db, { ...paging, search: q ?? search });
  });

  app.get('/devices/status/:status', superAdmin, async (request) => {
    const { status } = parseInput(DeviceStatusParams, request.params);
    return reads.listDevices(app.db, { ...parseInput(PagingQuery, request.query), status });
  });

  app.get('/devices/school/:schoolId', superAdmin, async (request) => {
    const { schoolId } = parseInput(DeviceSchoolParams, request.params);
    return reads.listDevices(app.db, { ...parseInput(PagingQuery, request.query), schoolId });
  });

  app.get('/device/:id', superAdmin, async (request) => ({
    success: true,
    data: await reads.getDevice(app.db, idOf(request)),
  }));

  app.get('/devices/:id/token', superAdmin, async (request) => ({
    success: true,
    data: await reads.deviceToken(app.db, idOf(request)),
  }));

  app.get('/devices/:id/statistics', superAdmin, async (request) => ({
    success: true,
    data: await reads.deviceStatistics(app.db, idOf(request)),
  }));

  app.post('/device', superAdmin, async (request, reply) => {
    const input = parseInput(DeviceCreateSchema, request.body, failed);
    return runWrite(
      request,
      reply,
      answered(M.created, (context) => writes.createDevice(context, input)),
      201,
    );
  });

  app.post('/devices/bulk', { ...superAdmin, ...limitBody('bulk') }, async (request, reply) => {
    const checked = checkDeviceBulk(request.body);
    if (!checked.success) throw badRequest(checked.message, checked.errors);
    return runWrite(request, reply, (context) => bulkCreateDevices(context, checked.output), 201);
  });

  app.put('/device/:id', superAdmin, async (request, reply) => {
    const id = idOf(request);
    const input = parseInput(DeviceUpdateSchema, request.body, failed);
    return writeChange(request, reply, M.edited, (context, baseVersion) =>
      writes.updateDevice(context, id, input, baseVersion),
    );
  });

  app.patch('/devices/:id/status', superAdmin, async (request, reply) => {
    const id = idOf(request);
    const { status } = parseInput(DeviceStatusSchema, request.body, failed);
    return writeChange(request, reply, M.edited, (context, baseVersion) =>
      writes.setDeviceStatus(context, id, status, baseVersion),
    );
  });

  app.post('/devices/:id/rotate-token', superAdmin, async (request, reply) => {
    const id = idOf(request);
    const { api_token } = parseInput(DeviceTokenSchema, request.body, failed);
    return writeChange(request, reply, M.tokenRotated, (context, baseVersion) =>
      writes.rotateDeviceToken(context, id, api_token, baseVersion),
    );
  });

  app.delete('/device/:id', superAdmin, async (request, reply) => {
    const id = idOf(request);
    return writeChange(request, reply, M.deleted, (context, baseVersion) =>
      writes.deleteDevice(context, id, baseVersion),
    );
  });
  done();
};
