/**
 * The devices routes, under /api: `/device` and `/device/:id` (list, one, create, edit, delete) and
 * `/devices/...` (by status, by school, search, status change, statistics, token, rotation, import).
 * A super administrator's fleet: a school administrator gets 403 on every route. Each route is declared
 * with its description.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { checkDeviceBulk, DeviceBulkRowSchema } from '../../../src/domain/devices/device-bulk';
import {
  DEVICE_MESSAGES as M,
  DeviceCreateSchema,
  DeviceStatusSchema,
  DeviceTokenSchema,
  DeviceUpdateSchema,
} from '../../../src/domain/devices/device-schema';
import { SUPER_ADMIN } from '../../auth/school-access';
import { BODY_LIMITS } from '../../http/body-limits';
import { badRequest } from '../../http/errors';
import { runWrite } from '../../http/write';
import { declareRoute } from '../../kit/declared-route';
import { declareWrite } from '../../kit/declared-write';
import { idParams, LIST_MESSAGES, textParam } from '../../kit/list-query';
import { IDEMPOTENCY_KEY } from '../../openapi/route-doc';
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
const PagingQuery = v.pick(DeviceListQuerySchema, ['page', 'limit']);
const SearchQuery = v.object({
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

const access = SUPER_ADMIN;
const failed = M.validationFailed;
const aPage = {
  method: 'GET',
  access,
  query: PagingQuery,
  answer: { status: 200, description: 'A page of devices', schema: 'List' },
} as const;
const ofDevice = { access, params: IdParams } as const;
const written = { status: 200, description: 'The device as stored' } as const;

export const devicesRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '/device',
      access,
      summary: 'The devices (every one unless a `limit` is given)',
      description: 'Answers carry only `api_token_hint`, never the token.',
      query: DeviceListQuerySchema,
      answer: { status: 200, description: 'A page of devices', schema: 'List' },
    },
    async ({ query }) => reads.listDevices(app.db, listRequest(query)),
  );

  declareRoute(
    app,
    { ...aPage, url: '/devices/search', summary: 'Search the devices (`q` or `search`)', query: SearchQuery },
    async ({ query: { q, search, ...paging } }) =>
      reads.listDevices(app.db, { ...paging, search: q ?? search }),
  );

  declareRoute(
    app,
    {
      ...aPage,
      url: '/devices/status/:status',
      summary: 'The devices of one status',
      params: DeviceStatusParams,
    },
    async ({ params, query }) => reads.listDevices(app.db, { ...query, status: params.status }),
  );

  declareRoute(
    app,
    { ...aPage, url: '/devices/school/:schoolId', summary: "A school's devices", params: DeviceSchoolParams },
    async ({ params, query }) => reads.listDevices(app.db, { ...query, schoolId: params.schoolId }),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/device/:id',
      summary: 'One device, with its API token',
      answer: { status: 200, description: 'The device', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await reads.getDevice(app.db, params.id) }),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/devices/:id/token',
      summary: "A device's API token",
      answer: { status: 200, description: '`{ api_token }` under `data`', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await reads.deviceToken(app.db, params.id) }),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/devices/:id/statistics',
      summary: "A device's status, school, days in service and changes",
      answer: { status: 200, description: 'The statistics', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await reads.deviceStatistics(app.db, params.id) }),
  );

  declareWrite(
    app,
    {
      method: 'POST',
      url: '/device',
      access,
      summary: 'Add a device',
      body: DeviceCreateSchema,
      bodyMessage: failed,
      answer: { ...written, status: 201 },
      message: M.created,
    },
    async (context, { body }) => writes.createDevice(context, body),
  );

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/devices/bulk',
      access,
      bodyLimit: BODY_LIMITS.bulk,
      summary: 'Import devices, all or none',
      description: 'Up to 1,000 rows; errors name rows as `rows.<index>.<field>`. Bodies up to 12 MB.',
      // The rows are checked by `checkDeviceBulk`, which names them by row; the schema describes them.
      otherBody: {
        contentType: 'application/json',
        schema: v.object({ devices: v.array(DeviceBulkRowSchema) }),
      },
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 201, description: 'Every row as stored', schema: 'Bulk' },
    },
    async (_input, request, reply) => {
      const checked = checkDeviceBulk(request.body);
      if (!checked.success) throw badRequest(checked.message, checked.errors);
      return runWrite(request, reply, (context) => bulkCreateDevices(context, checked.output), 201);
    },
  );

  declareWrite(
    app,
    {
      ...ofDevice,
      method: 'PUT',
      url: '/device/:id',
      summary: 'Replace a device (the token kept when left out)',
      body: DeviceUpdateSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: written,
      message: M.edited,
    },
    async (context, { params, body, baseVersion }) =>
      writes.updateDevice(context, params.id, body, baseVersion),
  );

  declareWrite(
    app,
    {
      ...ofDevice,
      method: 'PATCH',
      url: '/devices/:id/status',
      summary: "Change a device's status",
      body: DeviceStatusSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: written,
      message: M.edited,
    },
    async (context, { params, body, baseVersion }) =>
      writes.setDeviceStatus(context, params.id, body.status, baseVersion),
  );

  declareWrite(
    app,
    {
      ...ofDevice,
      method: 'POST',
      url: '/devices/:id/rotate-token',
      summary: "Replace a device's API token with one the device made",
      body: DeviceTokenSchema,
      bodyMessage: failed,
      ifMatch: true,
      answer: written,
      message: M.tokenRotated,
    },
    async (context, { params, body, baseVersion }) =>
      writes.rotateDeviceToken(context, params.id, body.api_token, baseVersion),
  );

  declareWrite(
    app,
    {
      ...ofDevice,
      method: 'DELETE',
      url: '/device/:id',
      summary: 'Delete a device (a tombstone)',
      ifMatch: true,
      answer: { ...written, description: 'The deleted device' },
      message: M.deleted,
    },
    async (context, { params, baseVersion }) => writes.deleteDevice(context, params.id, baseVersion),
  );
  done();
};
