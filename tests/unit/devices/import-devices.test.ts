import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { importDevices } from '../../../src/features/devices/import-devices';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { JUNNAR, SHIRUR } from './fixtures';

cleanDeviceEachTest();

describe('importing VR devices', () => {
  it('queues one bulk request with the tokens, and shows the devices at once with only their hints', async () => {
    await db.entity('schools').bulkPut([SHIRUR, JUNNAR]);
    const rows = [
      {
        device_name: 'Quest A',
        api_token: 'vr_secret_0001',
        school_id: SHIRUR._id,
        status: true,
        imei_number: null,
      },
      {
        device_name: 'Quest B',
        api_token: 'vr_secret_0002',
        school_id: JUNNAR._id,
        status: false,
        imei_number: '490154203237518',
      },
      {
        device_name: 'Quest C',
        api_token: 'vr_secret_0003',
        school_id: SHIRUR._id,
        status: true,
        imei_number: null,
      },
    ];
    await importDevices('user-1', rows);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    const [row] = queued;
    const sent = row!.request.body!.devices as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      entity: 'devices',
      operation: 'create',
      request: { method: 'POST', path: '/devices/bulk' },
      label: 'Import 3 VR devices',
      dependsOn: [SHIRUR._id, JUNNAR._id],
      targetIds: sent.map((device) => device._id),
    });
    expect(sent.map(({ _id, ...device }) => device)).toEqual(rows);
    const shown = await db.devices.bulkGet(sent.map((device) => device._id as string));
    expect(shown.map((device) => device && 'api_token' in device)).toEqual([false, false, false]);
    expect(shown[1]).toMatchObject({
      device_name: 'Quest B',
      api_token_hint: '••••0002',
      school_name: 'ZP School Junnar',
      school: { school_name: 'ZP School Junnar', city: 'Junnar', state: 'Maharashtra' },
    });
  });
});
