import { beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { newId } from '../../src/domain/ids';
import { t, admin, schoolAdmin, plainUser, own, call, setupAccessApp } from './helpers/access-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = [Method, string, object?];

let device: Device;
let n = 0;

const body = (schoolId: string) => ({
  _id: newId(),
  device_name: `Access test ${++n}`,
  api_token: `access-token-${n}-${newId()}`,
  school_id: schoolId,
  status: true,
});

/** Every devices route, on a headset of the school administrator's own school. */
const routes = (): Route[] => [
  ['GET', '/api/device'],
  ['GET', `/api/device/${device._id}`],
  ['GET', '/api/devices/status/active'],
  ['GET', `/api/devices/school/${own._id}`],
  ['GET', '/api/devices/search?q=quest'],
  ['GET', `/api/devices/${device._id}/statistics`],
  ['GET', `/api/devices/${device._id}/token`],
  ['POST', '/api/device', body(own._id)],
  ['POST', '/api/devices/bulk', { devices: [body(own._id)] }],
  ['PUT', `/api/device/${device._id}`, { ...body(own._id), _id: undefined, status: false }],
  ['PATCH', `/api/devices/${device._id}/status`, { status: false }],
  ['POST', `/api/devices/${device._id}/rotate-token`, { api_token: `rotated-${newId()}` }],
  ['POST', `/api/devices/${device._id}/commands`, { kind: 'sync' }],
  ['GET', `/api/devices/${device._id}/commands`],
  ['GET', `/api/devices/${device._id}/lessons`],
  ['GET', `/api/devices/${device._id}/plays`],
  ['DELETE', `/api/device/${device._id}`],
];

setupAccessApp();
beforeAll(async () => {
  const response = await call(admin, 'POST', '/api/device', body(own._id));
  expect(response.statusCode, response.body).toBe(201);
  device = response.json<{ data: Device }>().data;
});

describe('who may call the devices routes', () => {
  it('answers 401 without a sign-in and 403 to a plain user on every route', async () => {
    for (const [method, url, payload] of routes()) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(plainUser, method, url, payload);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 403 to a school administrator on every route, even for their own school's headset, and changes nothing", async () => {
    const before = await call(admin, 'GET', '/api/device');
    for (const [method, url, payload] of routes()) {
      const response = await call(schoolAdmin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'forbidden' });
      expect(response.body).not.toContain(device._id);
    }
    const after = await call(admin, 'GET', '/api/device');
    expect(after.json()).toEqual(before.json());
  });

  it('lets a super administrator call every route', async () => {
    for (const [method, url, payload] of routes()) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
  });
});
