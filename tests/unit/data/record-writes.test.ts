/** The shared record writes: PATCH of the changes by default, PUT of a whole body when asked; fields never kept on a device stay in the request. */
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { createRecord, updateRecord, type RecordEndpoint } from '../../../src/data/records/record-writes';
import { cleanDeviceEachTest } from '../schools/fixtures';

cleanDeviceEachTest();

const DEVICES: RecordEndpoint<'devices'> = { entity: 'devices', path: '/device' };
const original = { _id: 'd1', device_name: 'Quest', status: true, version: 3 };

describe('record writes', () => {
  it('an update sends PATCH with only the changes unless told otherwise', async () => {
    await db.entity('devices').put(original);
    await updateRecord('u1', DEVICES, original, { device_name: 'Quest 3' }, { name: 'Quest 3' });
    expect((await db.outbox.toArray())[0]?.request).toEqual({
      method: 'PATCH',
      path: '/device/d1',
      body: { device_name: 'Quest 3' },
    });
  });

  it("an update with method PUT sends the whole body; a device's token never reaches the mirror", async () => {
    await db.entity('devices').put(original);
    const body = { device_name: 'Quest', status: true, api_token: 'secret-token-1' };
    await updateRecord('u1', DEVICES, original, { api_token: 'secret-token-1' }, {
      name: 'Quest',
      method: 'PUT',
      body,
      extra: { api_token_hint: '••••en-1' },
    });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ request: { method: 'PUT', path: '/device/d1', body }, baseVersion: 3 });
    expect(row?.patch).toEqual({ api_token_hint: '••••en-1' });
    expect(await db.devices.get('d1')).toEqual({ ...original, api_token_hint: '••••en-1' });
  });

  it("a create keeps a device's token in its request only", async () => {
    const id = await createRecord('u1', DEVICES, { device_name: 'Quest', api_token: 'secret-token-2' }, {
      name: 'Quest',
    });
    const [row] = await db.outbox.toArray();
    expect(row?.request.body).toEqual({ _id: id, device_name: 'Quest', api_token: 'secret-token-2' });
    expect(row?.patch).toEqual({ _id: id, device_name: 'Quest' });
    expect(await db.devices.get(id)).toEqual({ _id: id, device_name: 'Quest' });
  });
});
