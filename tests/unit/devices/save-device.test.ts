/** A device's writes on this device: the outbox rows carry the token to the server; the mirror never holds it. */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { createDevice, editDevice, rotateDeviceToken } from '../../../src/features/devices/save-device';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { JUNNAR, makeDevice, SHIRUR } from './fixtures';

cleanDeviceEachTest();

const USER = 'user-1';
const TOKEN = 'Tk7pQz2mWx9rLs4v';
const IMEI = '490154203237518';

beforeEach(async () => {
  await db.entity('schools').bulkPut([SHIRUR, JUNNAR]);
});

const rows = () => db.outbox.toArray();
const holdsToken = (record: object | undefined) => JSON.stringify(record ?? {}).includes(TOKEN);

describe('createDevice', () => {
  it('queues POST /device with the token under a device-made id, waiting for its school', async () => {
    const id = await createDevice(USER, {
      device_name: '  Quest 3   Shirur ',
      api_token: TOKEN,
      school_id: SHIRUR._id,
      status: false,
      imei_number: '4901-5420 3237518',
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      operation: 'create',
      targetId: id,
      dependsOn: [SHIRUR._id],
      request: {
        method: 'POST',
        path: '/device',
        body: {
          _id: id,
          device_name: 'Quest 3 Shirur',
          api_token: TOKEN,
          school_id: SHIRUR._id,
          status: false,
          imei_number: IMEI,
        },
      },
      label: 'Add device Quest 3 Shirur',
    });
    expect(holdsToken(row?.patch)).toBe(false);
  });

  it('shows the device at once with the hint and its school from the mirror, never the token', async () => {
    const id = await createDevice(USER, {
      device_name: 'Quest 3',
      api_token: TOKEN,
      school_id: SHIRUR._id,
      status: true,
      imei_number: null,
    });
    const record = await db.devices.get(id);
    expect(record).toMatchObject({
      device_name: 'Quest 3',
      api_token_hint: `••••${TOKEN.slice(-4)}`,
      school_id: SHIRUR._id,
      school_name: 'ZP School Shirur',
      school: { school_name: 'ZP School Shirur', city: 'Shirur', state: 'Maharashtra' },
      imei_number: null,
      status: true,
    });
    expect(record).not.toHaveProperty('api_token');
    expect(holdsToken(record)).toBe(false);
  });

  it('refuses what the API would refuse, saving nothing', async () => {
    await expect(
      createDevice(USER, {
        device_name: 'Q',
        api_token: 'short',
        school_id: SHIRUR._id,
        status: true,
        imei_number: null,
      }),
    ).rejects.toThrow('API token must be at least 8 characters');
    await expect(
      createDevice(USER, {
        device_name: 'Q',
        api_token: TOKEN,
        school_id: SHIRUR._id,
        status: true,
        imei_number: '490154203237519',
      }),
    ).rejects.toThrow('This IMEI number is not valid: its check digit does not match');
    expect(await rows()).toEqual([]);
    expect(await db.devices.count()).toBe(0);
  });
});

describe('editDevice', () => {
  const device = makeDevice({ device_name: 'Quest 3 - A', imei_number: null, version: 4 });
  const same = {
    device_name: 'Quest 3 - A',
    api_token: '',
    school_id: SHIRUR._id,
    status: true,
    imei_number: null,
  };

  beforeEach(async () => {
    await db.entity('devices').put(device);
  });

  it('queues nothing when nothing changed and the token was left empty', async () => {
    expect(await editDevice(USER, device, same)).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('sends PUT /device/:id with every field but the kept token, on the version it was made on', async () => {
    expect(await editDevice(USER, device, { ...same, school_id: JUNNAR._id, imei_number: IMEI })).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({
      operation: 'update',
      baseVersion: 4,
      dependsOn: [JUNNAR._id],
      request: {
        method: 'PUT',
        path: `/device/${device._id}`,
        body: { device_name: 'Quest 3 - A', school_id: JUNNAR._id, status: true, imei_number: IMEI },
      },
      patch: { school_id: JUNNAR._id, imei_number: IMEI, school_name: 'ZP School Junnar' },
    });
    expect(row?.request.body).not.toHaveProperty('api_token');
    expect(await db.devices.get(device._id)).toMatchObject({ school: { city: 'Junnar' }, imei_number: IMEI });
  });

  it('sends a changed token, keeping only its hint on the device', async () => {
    expect(await editDevice(USER, device, { ...same, api_token: TOKEN })).toBe(true);
    const [row] = await rows();
    expect(row?.request.body).toMatchObject({ api_token: TOKEN, device_name: 'Quest 3 - A' });
    expect(row?.patch).toEqual({ api_token_hint: `••••${TOKEN.slice(-4)}` });
    expect(holdsToken(row?.previous ?? undefined)).toBe(false);
    expect(holdsToken(await db.devices.get(device._id))).toBe(false);
  });
});

describe('rotateDeviceToken', () => {
  it('queues POST /devices/:id/rotate-token with the new token; the device shows its hint', async () => {
    const device = makeDevice({ version: 2 });
    await db.entity('devices').put(device);
    await rotateDeviceToken(USER, device, TOKEN);
    const [row] = await rows();
    expect(row).toMatchObject({
      operation: 'update',
      baseVersion: 2,
      request: { method: 'POST', path: `/devices/${device._id}/rotate-token`, body: { api_token: TOKEN } },
      patch: { api_token_hint: `••••${TOKEN.slice(-4)}` },
    });
    expect(holdsToken(await db.devices.get(device._id))).toBe(false);
  });
});
