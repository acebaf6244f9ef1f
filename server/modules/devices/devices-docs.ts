/** The description of /api/device and /api/devices (server/openapi). */
import { DeviceBulkRowSchema } from '../../../src/domain/devices/device-bulk';
import {
  DEVICE_MESSAGES as M,
  DeviceCreateSchema,
  DeviceStatusSchema,
  DeviceTokenSchema,
  DeviceUpdateSchema,
} from '../../../src/domain/devices/device-schema';
import * as v from 'valibot';
import { idParams } from '../../kit/list-query';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteDoc, type RouteTable } from '../../openapi/route-doc';
import { DeviceListQuerySchema, DeviceSchoolParams, DeviceStatusParams } from './device-query-schema';
import { PagingQuery, SearchQuery } from './devices-routes';

const params = idParams(M.recordIdInvalid);
const CHANGE = [IDEMPOTENCY_KEY, IF_MATCH];
const page = (summary: string): RouteDoc => ({
  summary,
  query: PagingQuery,
  answer: { status: 200, description: 'A page of devices', schema: 'List' },
});
const written = { status: 200, description: 'The device as stored', schema: 'Written' } as const;

export const devicesDocs: RouteTable = {
  'GET /api/device': {
    summary: 'The devices (every one unless a `limit` is given)',
    description: 'Answers carry only `api_token_hint`, never the token.',
    query: DeviceListQuerySchema,
    answer: { status: 200, description: 'A page of devices', schema: 'List' },
  },
  'GET /api/devices/search': { ...page('Search the devices (`q` or `search`)'), query: SearchQuery },
  'GET /api/devices/status/:status': { ...page('The devices of one status'), params: DeviceStatusParams },
  'GET /api/devices/school/:schoolId': { ...page("A school's devices"), params: DeviceSchoolParams },
  'GET /api/device/:id': {
    summary: 'One device, with its API token',
    params,
    answer: { status: 200, description: 'The device', schema: 'Data' },
  },
  'GET /api/devices/:id/token': {
    summary: "A device's API token",
    params,
    answer: { status: 200, description: '`{ api_token }` under `data`', schema: 'Data' },
  },
  'GET /api/devices/:id/statistics': {
    summary: "A device's status, school, days in service and changes",
    params,
    answer: { status: 200, description: 'The statistics', schema: 'Data' },
  },
  'POST /api/device': {
    summary: 'Add a device',
    body: DeviceCreateSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { ...written, status: 201 },
  },
  'POST /api/devices/bulk': {
    summary: 'Import devices, all or none',
    description: 'Up to 1,000 rows; errors name rows as `rows.<index>.<field>`. Bodies up to 12 MB.',
    otherBody: {
      contentType: 'application/json',
      schema: v.object({ devices: v.array(DeviceBulkRowSchema) }),
    },
    headers: [IDEMPOTENCY_KEY],
    answer: { status: 201, description: 'Every row as stored', schema: 'Bulk' },
  },
  'PUT /api/device/:id': {
    summary: 'Replace a device (the token kept when left out)',
    params,
    body: DeviceUpdateSchema,
    headers: CHANGE,
    answer: written,
  },
  'PATCH /api/devices/:id/status': {
    summary: "Change a device's status",
    params,
    body: DeviceStatusSchema,
    headers: CHANGE,
    answer: written,
  },
  'POST /api/devices/:id/rotate-token': {
    summary: "Replace a device's API token with one the device made",
    params,
    body: DeviceTokenSchema,
    headers: CHANGE,
    answer: written,
  },
  'DELETE /api/device/:id': {
    summary: 'Delete a device (a tombstone)',
    params,
    headers: CHANGE,
    answer: { ...written, description: 'The deleted device' },
  },
};
