/**
 * Nothing a device must not keep reaches IndexedDB, whichever path writes a record: each path below is
 * handed a headset's whole API token the way a server answer or a change could carry it, and afterwards
 * no table holds it. A new path that writes records should get a case here.
 */
import { describe, expect, it } from 'vitest';
import { db, wipeDevice, type AppDb } from '../../../src/data/db/app-db';
import type { SyncedRecord } from '../../../src/data/db/entities';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { completeRow, reconcile } from '../../../src/data/outbox/outbox-queue';
import { discardRow, takeServers } from '../../../src/data/outbox/pending-actions';
import { saveBatchLocally } from '../../../src/data/outbox/save-batch-locally';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import { createRecord, updateRecord } from '../../../src/data/records/record-writes';
import { pullScope } from '../../../src/data/sync/pull-scope';
import { onDevice } from '../../../src/domain/sync/on-device';
import { USER_A, drainDeps, editChange, fakeSend, withTestDb } from './factories';

const t = withTestDb();
const TOKEN = 'whole-headset-token-7f3a9c';

const device = (overrides: Partial<SyncedRecord> = {}): SyncedRecord => ({
  _id: 'd1',
  device_name: 'Quest 3 - Shirur 01',
  api_token_hint: '••••9c',
  school_id: null,
  status: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});
/** A device as `GET /device/:id` answers it: with the whole token. */
const withToken = (overrides: Partial<SyncedRecord> = {}) => device({ api_token: TOKEN, ...overrides });

/** Every row of every table, as stored. */
async function everythingStored(database: AppDb): Promise<string> {
  const tables = await Promise.all(database.tables.map((table) => table.toArray()));
  return JSON.stringify(tables);
}

async function expectNoToken() {
  const stored = await everythingStored(t.db);
  expect(stored).toContain('Quest 3'); // the walk did store the device
  expect(stored).not.toContain(TOKEN);
}

/** An edit of d1 waiting in the outbox, made on the device as stored. */
async function waitingEdit() {
  await t.db.entity('devices').put(device());
  return saveLocally(USER_A, editChange('devices', 'd1', { device_name: 'Quest 3 - Shirur 01 (hall)' }), t.db);
}

/** The edit answered with a conflict whose server record carries the token. */
async function conflicted() {
  const row = await waitingEdit();
  const { send } = fakeSend(() => ({
    kind: 'conflict',
    serverRecord: withToken({ version: 4 }),
    message: 'Changed elsewhere',
  }));
  await drainOutbox(drainDeps(t.db, send));
  expect((await t.db.outbox.get(row.id))?.status).toBe('conflict');
  return row;
}

describe('the one projection of a record on a device', () => {
  it('leaves out the fields the registry says a device never keeps, and only those', () => {
    expect(onDevice('devices', withToken())).toEqual(device());
    const school = { _id: 's1', school_name: 'ZP School', api_token: 'not a device field' };
    expect(onDevice('schools', school)).toBe(school);
  });
});

describe('no path stores a headset token', () => {
  it('a pull page', async () => {
    await pullScope('global', () =>
      Promise.resolve({ changes: [{ entity: 'devices', record: withToken() }], tombstones: [], cursor: 1, hasMore: false }),
    t.db);
    await expectNoToken();
  });

  it("a write's answer", async () => {
    const row = await waitingEdit();
    await completeRow(t.db, row, withToken({ version: 4 }));
    await expectNoToken();
  });

  it('a write answered by the transport with the token, through the drain', async () => {
    await waitingEdit();
    const { send } = fakeSend((row) => ({ kind: 'done', record: withToken({ ...row.patch, version: 4 }) }));
    await drainOutbox(drainDeps(t.db, send));
    await expectNoToken();
  });

  it("a conflict, its server record kept for the person, then \"Use server's\" with the record read again", async () => {
    const row = await conflicted();
    await expectNoToken();
    await takeServers(row.id, () => Promise.resolve(withToken({ version: 5 })), t.db);
    await expectNoToken();
  });

  it('a conflict discarded, with the record read again', async () => {
    const row = await conflicted();
    await discardRow(row.id, () => Promise.resolve(withToken({ version: 5 })), t.db);
    await expectNoToken();
  });

  it('a refused write discarded, with the record read again', async () => {
    const row = await waitingEdit();
    const { send } = fakeSend(() => ({ kind: 'rejected', message: 'Invalid', fieldErrors: {} }));
    await drainOutbox(drainDeps(t.db, send));
    await discardRow(row.id, () => Promise.resolve(withToken({ version: 4 })), t.db);
    await expectNoToken();
  });

  it('a later change rebased on a record that carries the token', async () => {
    const first = await waitingEdit();
    await saveLocally(USER_A, editChange('devices', 'd1', { status: false }), t.db);
    await reconcile(t.db, first, withToken({ version: 4 }), true);
    await expectNoToken();
  });

  it('a device added or edited here, with the token typed: sent, not kept in the mirror', async () => {
    // The area writes go to the app's own database.
    const endpoint = { entity: 'devices', path: '/device', noun: 'device' } as const;
    try {
      const id = await createRecord(USER_A, endpoint, { device_name: 'Quest 3 - new', api_token: TOKEN }, { name: 'new' });
      await db.entity('devices').put(device());
      await updateRecord(USER_A, endpoint, device(), { api_token: TOKEN }, { name: 'd1', method: 'PUT', body: { api_token: TOKEN } });
      const mirror = JSON.stringify(await db.entity('devices').toArray());
      expect(mirror).toContain('Quest 3 - new');
      expect(mirror).not.toContain(TOKEN);
      const rows = await db.outbox.toArray();
      // The request is what reaches the server; it alone holds the token until it is sent.
      expect(rows.map((row) => row.request.body)).toEqual([
        { _id: id, device_name: 'Quest 3 - new', api_token: TOKEN },
        { api_token: TOKEN },
      ]);
      expect(JSON.stringify(rows.map(({ request: _, ...rest }) => rest))).not.toContain(TOKEN);
    } finally {
      await wipeDevice(db);
    }
  });

  it('an import of many devices at once', async () => {
    await saveBatchLocally(
      USER_A,
      {
        entity: 'devices',
        records: [withToken(), withToken({ _id: 'd2' })],
        request: { method: 'POST', path: '/device/bulk', body: {} },
        label: 'Import devices',
      },
      t.db,
    );
    await expectNoToken();
  });

  it('any other write to the tables, however made', async () => {
    await t.db.entity('devices').bulkPut([withToken(), withToken({ _id: 'd2' })]);
    await t.db.entity('devices').update('d1', { api_token: TOKEN });
    await t.db.outbox.put({ ...(await waitingEdit()), serverRecord: withToken(), previous: withToken() });
    await expectNoToken();
  });
});
