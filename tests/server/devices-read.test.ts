import { beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { DEVICE_MESSAGES as M } from '../../src/domain/devices/device-schema';
import { newId } from '../../src/domain/ids';
import { entityDefinition } from '../../src/domain/sync/entity-registry';
import { onDevice } from '../../src/domain/sync/on-device';
import {
  created,
  form,
  getJson,
  imei,
  listOf,
  other,
  school,
  send,
  setupDevicesApp,
  tokenOf,
} from './helpers/devices-app';

setupDevicesApp();

let all: Device[];
let tokens: string[];
let mine: Device;
let myToken: string;

const ids = (devices: Device[]) => devices.map((device) => device._id).sort();

beforeAll(async () => {
  const body = form({ device_name: 'Lab Headset Zeta', school_id: other._id, imei_number: imei(7001) });
  mine = await created(body);
  myToken = body.api_token;
  all = (await listOf('/api/device')).data;
  tokens = await Promise.all(all.map((device) => tokenOf(device._id)));
});

describe('GET /api/device', () => {
  it('answers every device without a limit, by name, in the list envelope', async () => {
    const answer = await listOf('/api/device');
    expect(answer.success).toBe(true);
    expect(answer.data.length).toBeGreaterThanOrEqual(11);
    expect(answer.pagination).toMatchObject({ page: 1, total: answer.data.length, hasNext: false });
    const names = answer.data.map((device) => device.device_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(answer.filters).toEqual({ search: null, status: null, school_id: null });
  });

  it('carries each token hint, never a token', async () => {
    const response = await send('GET', '/api/device');
    for (const device of response.json<{ data: Device[] }>().data) {
      expect(device).not.toHaveProperty('api_token');
      expect(device.api_token_hint).toMatch(/^••••.{4}$/);
    }
    for (const token of tokens) expect(response.body).not.toContain(token);
  });

  it('pages when a limit is given', async () => {
    const first = await listOf('/api/device?limit=2');
    const second = await listOf('/api/device?limit=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2, total: all.length, hasNext: true });
    expect(second.data.map((d) => d._id)).toEqual(all.slice(2, 4).map((d) => d._id));
  });

  it('searches over the device name, the school name, the IMEI and the API token', async () => {
    const found = async (text: string) =>
      ids((await listOf(`/api/device?search=${encodeURIComponent(text)}`)).data);
    expect(await found('headset zeta')).toEqual([mine._id]);
    expect(await found(mine.imei_number!.slice(3, 12))).toEqual([mine._id]);
    expect(await found(myToken.slice(-10))).toEqual([mine._id]);
    const atOther = all.filter((device) => device.school_id === other._id);
    expect(await found(other.school_name.slice(-12))).toEqual(
      ids(all.filter((device) => device.school_name?.includes(other.school_name.slice(-12)))),
    );
    expect(await found(other.school_name)).toEqual(ids(atOther));
    expect(ids((await listOf(`/api/device?q=headset%20zeta`)).data)).toEqual([mine._id]);
    expect(await found('no such device %_')).toEqual([]);
  });

  it('filters by status and by school', async () => {
    const inactive = (await listOf('/api/device?status=inactive')).data;
    expect(inactive.length).toBeGreaterThan(0);
    expect(ids(inactive)).toEqual(ids(all.filter((device) => !device.status)));
    expect(ids((await listOf('/api/device?status=true')).data)).toEqual(ids(all.filter((d) => d.status)));
    const atSchool = await listOf(`/api/device?school_id=${school._id}&status=active`);
    expect(ids(atSchool.data)).toEqual(ids(all.filter((d) => d.school_id === school._id && d.status)));
    expect(atSchool.filters).toEqual({ search: null, status: 'active', school_id: school._id });
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      'status=maybe',
      'school_id=nope',
      'limit=0',
      'page=x',
      `search=${'a'.repeat(101)}`,
    ]) {
      const response = await send('GET', `/api/device?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const response = await send('GET', '/api/device?school_id=nope');
    expect(response.json()).toMatchObject({ errors: { school_id: M.schoolInvalid } });
  });
});

describe('GET /api/devices/status/:status, /school/:schoolId and /search', () => {
  it('lists the devices of a status, written as active, inactive, true or false', async () => {
    const on = ids(all.filter((device) => device.status));
    const off = ids(all.filter((device) => !device.status));
    expect(ids((await listOf('/api/devices/status/active')).data)).toEqual(on);
    expect(ids((await listOf('/api/devices/status/TRUE')).data)).toEqual(on);
    expect(ids((await listOf('/api/devices/status/inactive')).data)).toEqual(off);
    expect(ids((await listOf('/api/devices/status/false')).data)).toEqual(off);
    for (const status of ['all', 'maybe']) {
      const response = await send('GET', `/api/devices/status/${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorType: 'validation' });
    }
  });

  it("lists a school's devices", async () => {
    const atOther = await listOf(`/api/devices/school/${other._id}`);
    expect(ids(atOther.data)).toEqual(ids(all.filter((device) => device.school_id === other._id)));
    expect(atOther.data.every((device) => device.school_name === other.school_name)).toBe(true);
    expect((await listOf(`/api/devices/school/${newId()}`)).data).toEqual([]);
    const bad = await send('GET', '/api/devices/school/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { schoolId: M.schoolInvalid } });
  });

  it('searches with q, paged when a limit is given', async () => {
    expect(ids((await listOf('/api/devices/search?q=zeta')).data)).toEqual([mine._id]);
    expect((await listOf('/api/devices/search')).data).toHaveLength(all.length);
    expect((await listOf('/api/devices/search?q=quest&limit=1')).data).toHaveLength(1);
  });
});

describe('GET /api/device/:id and /api/devices/:id/token', () => {
  it('answers the whole device with its token', async () => {
    const answer = await getJson<{ success: boolean; data: Device }>(`/api/device/${mine._id}`, 200);
    expect(answer.data).toEqual({ ...mine, api_token: myToken });
  });

  it('answers the token alone', async () => {
    expect(await getJson(`/api/devices/${mine._id}/token`, 200)).toEqual({
      success: true,
      data: { api_token: myToken },
    });
  });

  it('answers 404 for an unknown or deleted device, 400 for a bad id', async () => {
    const gone = await created();
    await send('DELETE', `/api/device/${gone._id}`);
    for (const id of [newId(), gone._id]) {
      for (const url of [`/api/device/${id}`, `/api/devices/${id}/token`, `/api/devices/${id}/statistics`]) {
        const response = await send('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ errorType: 'not_found', message: M.notFound });
      }
    }
    const bad = await send('GET', '/api/device/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.recordIdInvalid });
  });

  it("shows the school as it is now, after the school's own edit", async () => {
    const device = await created();
    const renamed = 'Zilla Parishad Primary School Renamed';
    expect((await send('PATCH', `/api/schools/${school._id}`, { school_name: renamed })).statusCode).toBe(
      200,
    );
    try {
      const answer = await getJson<{ data: Device }>(`/api/device/${device._id}`, 200);
      expect(answer.data).toMatchObject({ school_name: renamed, school: { school_name: renamed } });
      expect(ids((await listOf(`/api/device?search=${encodeURIComponent(renamed)}`)).data)).toContain(
        device._id,
      );
    } finally {
      await send('PATCH', `/api/schools/${school._id}`, { school_name: school.school_name });
    }
  });
});

describe('GET /api/devices/:id/statistics', () => {
  it('answers what the server knows of the device', async () => {
    const device = await created({ school_id: other._id });
    await send('PATCH', `/api/devices/${device._id}/status`, { status: false });
    const { data } = await getJson<{ success: boolean; data: Record<string, unknown> }>(
      `/api/devices/${device._id}/statistics`,
      200,
    );
    const atOther = (await listOf(`/api/devices/school/${other._id}`)).data.length;
    expect(data).toEqual({
      device_id: device._id,
      device_name: device.device_name,
      status: false,
      school_id: other._id,
      school_name: other.school_name,
      devices_at_school: atOther,
      imei_present: true,
      created_at: device.createdAt,
      days_in_service: 0,
      last_changed_at: expect.any(String) as string,
      changes: 1,
      version: 2,
    });
  });

  it('counts the days since the device was created', async () => {
    const seeded = all.find((device) => device.device_name.startsWith('Quest 3S - Spare'))!;
    const { data } = await getJson<{
      data: { days_in_service: number; imei_present: boolean; school_id: null; devices_at_school: number };
    }>(`/api/devices/${seeded._id}/statistics`, 200);
    const days = Math.floor((Date.now() - Date.parse(seeded.createdAt)) / 86_400_000);
    expect(data.days_in_service).toBeGreaterThanOrEqual(days - 1);
    expect(data.days_in_service).toBeLessThanOrEqual(days);
    expect(data).toMatchObject({ imei_present: false, school_id: null, devices_at_school: 0 });
  });
});

describe('devices in /api/sync', () => {
  it('carry the token hint and the school, never the token', async () => {
    const response = await send('GET', '/api/sync?scope=global&since=0&limit=2000');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ hasMore: boolean; changes: Array<{ entity: string; record: Device }> }>();
    expect(page.hasMore).toBe(false);
    const records = page.changes
      .filter((change) => change.entity === 'devices')
      .map((change) => change.record);
    const synced = records.find((record) => record._id === mine._id);
    expect(synced).toEqual(mine);
    for (const record of records) expect(record).not.toHaveProperty('api_token');
    for (const token of [...tokens, myToken]) expect(response.body).not.toContain(token);
  });

  it("differ from the whole device only by the registry's fields a device never keeps", async () => {
    const whole = (await getJson<{ data: Device }>(`/api/device/${mine._id}`, 200)).data;
    const page = await getJson<{ changes: Array<{ record: Device }> }>(
      '/api/sync?scope=global&since=0&limit=2000',
      200,
    );
    const synced = page.changes.find((change) => change.record._id === mine._id)?.record;
    expect(Object.keys(whole).filter((field) => !(field in synced!))).toEqual(
      entityDefinition('devices').neverOnDevice,
    );
    expect(onDevice('devices', whole)).toEqual(synced);
  });
});
