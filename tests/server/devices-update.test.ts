import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { DEVICE_MESSAGES as M } from '../../src/domain/devices/device-schema';
import { newId } from '../../src/domain/ids';
import {
  badCheckDigit,
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
import { globalCursor, globalPull } from './helpers/global-pull';

setupDevicesApp();

const stored = async (id: string) => (await getJson<{ data: Device }>(`/api/device/${id}`, 200)).data;

/** The PUT body of a device: every field but the token, which PUT may leave out. */
const editOf = (device: Device, changes: Record<string, unknown> = {}) => ({
  device_name: device.device_name,
  school_id: device.school_id,
  status: device.status,
  imei_number: device.imei_number,
  ...changes,
});

const pulled = (since: string) => globalPull<Device>('devices', since);
const cursorNow = globalCursor;

describe('PUT /api/device/:id', () => {
  it('changes every field, keeps the token when left out, and answers the hint', async () => {
    const device = await created();
    const token = await tokenOf(device._id);
    const since = await cursorNow();
    const response = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, {
        device_name: 'Renamed headset',
        school_id: other._id,
        status: false,
        imei_number: null,
      }),
      { ifMatch: device.version },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; data: Device }>();
    expect(answer.message).toBe(M.edited);
    expect(answer.data).toMatchObject({
      device_name: 'Renamed headset',
      school_id: other._id,
      school_name: other.school_name,
      status: false,
      imei_number: null,
      version: 2,
      api_token_hint: device.api_token_hint,
    });
    expect(answer.data).not.toHaveProperty('api_token');
    expect(await tokenOf(device._id)).toBe(token);
    const sync = await pulled(since);
    expect(sync.records).toEqual([answer.data]);
  });

  it('changes the token when one is sent, never echoing it', async () => {
    const device = await created();
    const response = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, { api_token: 'new-token-0042' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Device }>().data.api_token_hint).toBe('••••0042');
    expect(response.body).not.toContain('new-token-0042');
    expect(await tokenOf(device._id)).toBe('new-token-0042');
  });

  it('answers the rules with their messages and changes nothing', async () => {
    const device = await created();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ device_name: '' }, 'device_name', M.nameRequired],
      [{ api_token: 'short' }, 'api_token', M.tokenTooShort],
      [{ api_token: 'tab\there-token' }, 'api_token', M.tokenInvalid],
      [{ school_id: undefined }, 'school_id', M.schoolRequired],
      [{ school_id: newId() }, 'school_id', M.schoolInvalid],
      [{ status: undefined }, 'status', M.statusInvalid],
      [{ status: 'false' }, 'status', M.statusInvalid],
      [{ imei_number: badCheckDigit(imei(5001)) }, 'imei_number', M.imeiChecksum],
      [{ imei_number: '12345' }, 'imei_number', M.imeiInvalid],
    ];
    for (const [changes, field, message] of cases) {
      const response = await send('PUT', `/api/device/${device._id}`, editOf(device, changes));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ message: M.validationFailed, errors: { [field]: message } });
    }
    expect((await stored(device._id)).version).toBe(1);
  });

  it("refuses another live device's token or IMEI, and accepts its own", async () => {
    const first = form();
    await created(first);
    const device = await created();
    const token = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, { api_token: first.api_token }),
    );
    expect(token.statusCode).toBe(409);
    expect(token.json()).toMatchObject({ errorType: 'duplicate', errors: { api_token: M.tokenTaken } });
    const spaced = `${first.imei_number.slice(0, 8)} ${first.imei_number.slice(8)}`;
    const number = await send('PUT', `/api/device/${device._id}`, editOf(device, { imei_number: spaced }));
    expect(number.statusCode).toBe(409);
    expect(number.json()).toMatchObject({ errorType: 'duplicate', errors: { imei_number: M.imeiTaken } });
    const own = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, { api_token: await tokenOf(device._id), device_name: 'Same token' }),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps a link to a school deleted since, and refuses a move to one', async () => {
    const response = await send('POST', '/api/schools/initiate-school', {
      school_name: 'Zilla Parishad Primary School Closing',
      email: 'office@closing.shala.demo',
      phone_number: '9823456711',
      contact: 'Sunanda Shinde',
      street: 'Main Road',
      locality: 'Velhe',
      city: 'Velhe',
      state: 'Maharashtra',
      pincode: '412212',
      principal_name: 'Mahadev Dhumal',
      principal_email: 'mahadev@closing.shala.demo',
      principal_contact: '9823456712',
    });
    const closing = response.json<{ data: { _id: string } }>().data;
    const device = await created({ school_id: closing._id });
    const mover = await created();
    await send('DELETE', `/api/schools/${closing._id}`);
    const kept = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, { device_name: 'Still there' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Device }>().data.school_name).toBe('Zilla Parishad Primary School Closing');
    const moved = await send('PUT', `/api/device/${mover._id}`, editOf(mover, { school_id: closing._id }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ errors: { school_id: M.schoolInvalid } });
  });

  it('answers 409 version_conflict with the current device when If-Match is stale', async () => {
    const device = await created();
    await send('PUT', `/api/device/${device._id}`, editOf(device, { device_name: 'First edit' }));
    const response = await send(
      'PUT',
      `/api/device/${device._id}`,
      editOf(device, { device_name: 'Second' }),
      {
        ifMatch: device.version,
      },
    );
    expect(response.statusCode).toBe(409);
    const answer = response.json<{ errorType: string; current: Device }>();
    expect(answer.errorType).toBe('version_conflict');
    expect(answer.current).toMatchObject({ _id: device._id, device_name: 'First edit', version: 2 });
    expect(answer.current).not.toHaveProperty('api_token');
    expect((await stored(device._id)).device_name).toBe('First edit');
  });

  it('answers 404 for an unknown or deleted device, 400 for a bad id', async () => {
    const device = await created();
    await send('DELETE', `/api/device/${device._id}`);
    for (const id of [newId(), device._id]) {
      const response = await send('PUT', `/api/device/${id}`, editOf(device));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: M.notFound });
    }
    expect((await send('PUT', '/api/device/nope', editOf(device))).statusCode).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the first answer, writing once', async () => {
    const device = await created();
    const key = newId();
    const first = await send('PUT', `/api/device/${device._id}`, editOf(device, { device_name: 'Once' }), {
      key,
    });
    const again = await send('PUT', `/api/device/${device._id}`, editOf(device, { device_name: 'Once' }), {
      key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await stored(device._id)).version).toBe(2);
  });
});

describe('PATCH /api/devices/:id/status', () => {
  it('changes the status only, with If-Match', async () => {
    const device = await created();
    const since = await cursorNow();
    const response = await send(
      'PATCH',
      `/api/devices/${device._id}/status`,
      { status: false },
      { ifMatch: 1 },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Device }>().data).toMatchObject({
      ...device,
      status: false,
      version: 2,
      updatedAt: expect.any(String) as string,
    });
    expect((await pulled(since)).records.map((d) => d._id)).toEqual([device._id]);
    const stale = await send('PATCH', `/api/devices/${device._id}/status`, { status: true }, { ifMatch: 1 });
    expect(stale.statusCode).toBe(409);
    for (const body of [{}, { status: 'active' }, { status: null }]) {
      const bad = await send('PATCH', `/api/devices/${device._id}/status`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { status: M.statusInvalid } });
    }
    const unknown = await send('PATCH', `/api/devices/${newId()}/status`, { status: true });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/devices/:id/rotate-token', () => {
  it('replaces the token, answers the hint, and frees the old one', async () => {
    const device = await created();
    const old = await tokenOf(device._id);
    const since = await cursorNow();
    const response = await send('POST', `/api/devices/${device._id}/rotate-token`, {
      api_token: 'rotated-token-7777',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; data: Device }>();
    expect(answer.message).toBe(M.tokenRotated);
    expect(answer.data).toMatchObject({ api_token_hint: '••••7777', version: 2 });
    expect(response.body).not.toContain('rotated-token-7777');
    expect(await tokenOf(device._id)).toBe('rotated-token-7777');
    const sync = await pulled(since);
    expect(sync.records).toEqual([answer.data]);
    expect(sync.body).not.toContain('rotated-token-7777');
    // The old token is free for another device.
    expect((await created({ api_token: old })).api_token_hint).toBe(device.api_token_hint);
  });

  it('answers a resent rotation as stored, refuses a taken token, a bad one and a stale version', async () => {
    const device = await created();
    const url = `/api/devices/${device._id}/rotate-token`;
    expect((await send('POST', url, { api_token: 'resent-token-1' }, { ifMatch: 1 })).statusCode).toBe(200);
    const resent = await send('POST', url, { api_token: 'resent-token-1' }, { ifMatch: 1 });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ data: Device }>().data.version).toBe(2);
    const stale = await send('POST', url, { api_token: 'another-token-2' }, { ifMatch: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorType: 'version_conflict' });
    const other = form();
    await created(other);
    const taken = await send('POST', url, { api_token: other.api_token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { api_token: M.tokenTaken } });
    for (const [token, message] of [
      [undefined, M.tokenRequired],
      ['short', M.tokenTooShort],
      ['new\ntoken-line', M.tokenInvalid],
    ] as const) {
      const bad = await send('POST', url, { api_token: token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { api_token: message } });
    }
    expect(await tokenOf(device._id)).toBe('resent-token-1');
  });
});

describe('DELETE /api/device/:id', () => {
  it('deletes softly, sends a tombstone, and succeeds again on a deleted device', async () => {
    const device = await created({ school_id: school._id });
    const since = await cursorNow();
    const response = await send('DELETE', `/api/device/${device._id}`, undefined, { ifMatch: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: M.deleted, data: { _id: device._id } });
    expect(response.json<{ data: Device }>().data).not.toHaveProperty('api_token');
    expect((await pulled(since)).tombstones).toEqual([device._id]);
    const again = await send('DELETE', `/api/device/${device._id}`, undefined, { ifMatch: 1 });
    expect(again.statusCode).toBe(200);
    expect((await listOf('/api/device')).data.map((d) => d._id)).not.toContain(device._id);
    expect((await send('GET', `/api/device/${device._id}`)).statusCode).toBe(404);
  });

  it('answers 409 when stale, 404 when unknown', async () => {
    const device = await created();
    await send('PATCH', `/api/devices/${device._id}/status`, { status: false });
    const stale = await send('DELETE', `/api/device/${device._id}`, undefined, { ifMatch: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await stored(device._id)).status).toBe(false);
    expect((await send('DELETE', `/api/device/${newId()}`)).statusCode).toBe(404);
  });
});
