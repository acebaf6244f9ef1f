import { describe, expect, it, vi } from 'vitest';
import type { SyncedRecord } from '../../../src/data/db/entities';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { httpTransport } from '../../../src/data/outbox/http-transport';
import { onOutboxChanged } from '../../../src/data/outbox/outbox-events';
import type { OutboxAnswer, OutboxRow } from '../../../src/data/outbox/outbox-types';
import {
  discardRow,
  keepMine,
  retryRow,
  takeServers,
  type RefetchRecord,
} from '../../../src/data/outbox/pending-actions';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import {
  USER_A,
  accepted,
  createChange,
  drainDeps,
  editChange,
  fakeFetch,
  fakeSend,
  jsonAnswer,
  school,
  testClock,
  withTestDb,
} from './factories';

const t = withTestDb();

const BEFORE = school('x', { school_name: 'Before', version: 3 });
const THEIRS = school('x', { school_name: 'Theirs', phone: '555', version: 6, updatedAt: 'v6' });

/** Saves an edit of x and drains it into the given answer. */
async function answered(answer: OutboxAnswer, patch: Record<string, unknown> = { school_name: 'Mine' }) {
  await t.db.entity('schools').put(BEFORE);
  const row = await saveLocally(USER_A, editChange('schools', 'x', patch), t.db);
  await drainOutbox(drainDeps(t.db, fakeSend(() => answer).send));
  const stored = await t.db.outbox.get(row.id);
  if (!stored) throw new Error('the row was not kept');
  return stored;
}

const refused: OutboxAnswer = { kind: 'rejected', message: 'Invalid', fieldErrors: { phone: 'Ten digits' } };
const conflicted: OutboxAnswer = { kind: 'conflict', serverRecord: THEIRS, message: 'Changed elsewhere' };

const refetchGiving = (value: SyncedRecord | null | undefined) =>
  vi.fn<RefetchRecord>(() => Promise.resolve(value));

describe('retryRow', () => {
  it('puts a failed row back in the queue with a new key and no error', async () => {
    const row = await answered(refused);
    expect(row.status).toBe('failed');
    await retryRow(row.id, t.db);
    const after = await t.db.outbox.get(row.id);
    expect(after).toMatchObject({ status: 'waiting' });
    expect(after?.key).not.toBe(row.key);
    expect(after?.lastError).toBeUndefined();
    expect(after?.fieldErrors).toBeUndefined();

    const { send, calls } = fakeSend(async (r) => accepted(r, await t.db.schools.get(r.targetId)));
    await drainOutbox(drainDeps(t.db, send));
    expect(calls.map((c) => c.row.key)).toEqual([after?.key]);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('discardRow', () => {
  it('restores the record as it was before the change, and tells the listeners', async () => {
    const row = await answered(refused);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Mine' });
    const listener = vi.fn();
    const stop = onOutboxChanged(listener);
    await discardRow(row.id, undefined, t.db);
    stop();
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.schools.get('x')).toEqual(BEFORE);
    expect(listener).toHaveBeenCalled();
  });

  it('removes a record that the discarded change created, and asks the server nothing', async () => {
    await saveLocally(USER_A, createChange('schools', { _id: 'n', school_name: '' }), t.db);
    await drainOutbox(drainDeps(t.db, fakeSend(() => refused).send));
    const [row] = await t.db.outbox.toArray();
    const refetch = refetchGiving(school('n'));
    await discardRow(row!.id, refetch, t.db);
    expect(await t.db.schools.get('n')).toBeUndefined();
    expect(refetch).not.toHaveBeenCalled();
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('with a refetch giving a newer server record, the mirror ends equal to the server’s', async () => {
    const row = await answered(refused);
    const refetch = refetchGiving(THEIRS);
    await discardRow(row.id, refetch, t.db);
    expect(refetch).toHaveBeenCalledWith(expect.objectContaining({ id: row.id, targetId: 'x' }));
    expect(await t.db.schools.get('x')).toEqual(THEIRS);
  });

  it('offline (refetch gives undefined) or a failing refetch keeps the previous record', async () => {
    const row = await answered(refused);
    await discardRow(row.id, () => Promise.reject(new Error('boom')), t.db);
    expect(await t.db.schools.get('x')).toEqual(BEFORE);

    const again = await saveLocally(USER_A, editChange('schools', 'x', { phone: '1' }), t.db);
    await discardRow(again.id, refetchGiving(undefined), t.db);
    expect(await t.db.schools.get('x')).toEqual(BEFORE);
  });

  it('a record gone from the server (refetch gives null) goes from the device', async () => {
    const row = await answered(refused);
    await discardRow(row.id, refetchGiving(null), t.db);
    expect(await t.db.schools.get('x')).toBeUndefined();
  });

  it('later changes of the record stay on top and can go', async () => {
    const clock = testClock();
    await t.db.entity('schools').put(BEFORE);
    const first = await saveLocally(
      USER_A,
      editChange('schools', 'x', { school_name: 'Mine' }),
      t.db,
      clock(),
    );
    const later = await saveLocally(USER_A, editChange('schools', 'x', { phone: '1' }), t.db, clock());
    await t.db.outbox.update(first.id, { status: 'failed', lastError: 'Invalid' });

    await discardRow(first.id, undefined, t.db);
    expect(await t.db.schools.get('x')).toEqual({ ...BEFORE, phone: '1' });
    const { send, calls } = fakeSend(async (r) => accepted(r, await t.db.schools.get(r.targetId)));
    await drainOutbox(drainDeps(t.db, send));
    expect(calls.map((c) => [c.row.id, c.row.baseVersion])).toEqual([[later.id, 3]]);
  });

  it('after an earlier edit was accepted, discarding a refused later edit shows the accepted record', async () => {
    // Offline: two edits of x. Online: the first is accepted (version 4), the second refused.
    const clock = testClock();
    await t.db.entity('schools').put(BEFORE);
    await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'Accepted' }), t.db, clock());
    const second = await saveLocally(USER_A, editChange('schools', 'x', { phone: 'bad' }), t.db, clock());
    const v4 = school('x', { school_name: 'Accepted', version: 4, updatedAt: 'v4' });
    const { send } = fakeSend((row): OutboxAnswer =>
      row.id === second.id ? refused : { kind: 'done', record: v4 },
    );
    await drainOutbox(drainDeps(t.db, send));

    // Offline again: the person discards the refused change. The server has version 4, and so must the device,
    // or the next edit is sent with If-Match 3 and conflicts with the person's own accepted change.
    await discardRow(second.id, undefined, t.db);
    expect(await t.db.schools.get('x')).toEqual(v4);
  });

  it('discarding a refused create also takes away the later edits of the record it would have made', async () => {
    const clock = testClock();
    await saveLocally(USER_A, createChange('schools', { _id: 'n', school_name: '' }), t.db, clock());
    await saveLocally(USER_A, editChange('schools', 'n', { phone: '1' }), t.db, clock());
    const { send } = fakeSend(() => refused);
    await drainOutbox(drainDeps(t.db, send));
    const create = (await t.db.outbox.toArray()).find((r) => r.operation === 'create')!;

    await discardRow(create.id, undefined, t.db);
    // No half record built from the edit's fields alone, and no edit left to send for a record that never existed.
    expect(await t.db.schools.get('n')).toBeUndefined();
    expect(await t.db.outbox.where('targetId').equals('n').count()).toBe(0);
  });

  it('does nothing for a row that is not there', async () => {
    await t.db.entity('schools').put(BEFORE);
    await discardRow('missing', undefined, t.db);
    expect(await t.db.schools.get('x')).toEqual(BEFORE);
  });
});

describe('keepMine', () => {
  it("re-sends the change with the server's version as If-Match and a new key", async () => {
    const row = await answered(conflicted);
    expect(row.status).toBe('conflict');
    await keepMine(row.id, t.db);
    const after = await t.db.outbox.get(row.id);
    expect(after).toMatchObject({ status: 'waiting', baseVersion: 6 });
    expect(after?.serverRecord).toBeUndefined();
    expect(after?.lastError).toBeUndefined();
    expect(after?.key).not.toBe(row.key);
    // The person's version stays on screen.
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Mine', version: 3 });

    const mineOnV6 = { ...THEIRS, school_name: 'Mine', version: 7 };
    const { fetchImpl, calls } = fakeFetch(() => jsonAnswer({ success: true, data: mineOnV6 }));
    await drainOutbox(
      drainDeps(
        t.db,
        httpTransport(() => '/api', fetchImpl),
      ),
    );
    expect(calls.map((c) => [c.method, c.url, c.headers['If-Match'], c.headers['Idempotency-Key']])).toEqual([
      ['PATCH', '/api/schools/x', '"6"', after?.key],
    ]);
    expect(calls[0]!.body).toEqual({ school_name: 'Mine' });
    expect(await t.db.schools.get('x')).toEqual(mineOnV6);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('does nothing to a row that is not in conflict', async () => {
    const row = await answered(refused);
    await keepMine(row.id, t.db);
    expect(await t.db.outbox.get(row.id)).toEqual(row);
  });
});

describe('takeServers (use the server’s)', () => {
  it("drops the change and puts the server's record", async () => {
    const row = await answered(conflicted);
    await takeServers(row.id, undefined, t.db);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.schools.get('x')).toEqual(THEIRS);
  });

  it('a refetch newer still wins', async () => {
    const row = await answered(conflicted);
    const newer = { ...THEIRS, version: 8, school_name: 'Newest' };
    const refetch = refetchGiving(newer);
    await takeServers(row.id, refetch, t.db);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(await t.db.schools.get('x')).toEqual(newer);
  });

  /** Offline edits of x, in order; online, the first conflicts with THEIRS and the others wait behind it. */
  async function firstOfEditsConflicts(...patches: Array<Record<string, unknown>>) {
    const clock = testClock();
    await t.db.entity('schools').put(BEFORE);
    const rows: OutboxRow[] = [];
    for (const patch of patches) rows.push(await saveLocally(USER_A, editChange('schools', 'x', patch), t.db, clock()));
    const { send, calls } = fakeSend((r): OutboxAnswer => (r.id === rows[0]!.id ? conflicted : { kind: 'done', record: null }));
    await drainOutbox(drainDeps(t.db, send));
    return { rows, send, calls };
  }

  it(`later changes of the record are laid over the server's record and become conflicts against it (docs/sync.md, "Conflicts")`, async () => {
    // They were made on top of the version the person just gave up: sending them would undo that choice.
    const { rows, send, calls } = await firstOfEditsConflicts({ school_name: 'Mine' }, { status: 'inactive' });
    const later = rows[1]!;

    await takeServers(rows[0]!.id, undefined, t.db);
    expect(await t.db.schools.get('x')).toEqual({ ...THEIRS, status: 'inactive' });
    const stored: OutboxRow | undefined = await t.db.outbox.get(later.id);
    expect(stored).toMatchObject({ status: 'conflict', serverRecord: THEIRS, baseVersion: 6 });
    expect(stored?.key).toBe(later.key);

    await drainOutbox(drainDeps(t.db, send));
    expect(calls.map((c) => c.row.id)).toEqual([rows[0]!.id]);
  });

  it('with a newer record refetched, the later changes are conflicts against that one', async () => {
    const { rows } = await firstOfEditsConflicts({ school_name: 'Mine' }, { phone: '1' });
    const newer = { ...THEIRS, version: 8, school_name: 'Newest' };
    await takeServers(rows[0]!.id, refetchGiving(newer), t.db);
    expect(await t.db.outbox.get(rows[1]!.id)).toMatchObject({ status: 'conflict', serverRecord: newer, baseVersion: 8 });
    expect(await t.db.schools.get('x')).toEqual({ ...newer, phone: '1' });
  });

  it('each later change is settled in turn: the server\'s again, then keep mine on the server\'s version', async () => {
    const { rows } = await firstOfEditsConflicts({ school_name: 'One' }, { school_name: 'Two' }, { phone: '3' });
    await takeServers(rows[0]!.id, undefined, t.db);
    await takeServers(rows[1]!.id, undefined, t.db);
    expect(await t.db.outbox.toArray()).toMatchObject([{ id: rows[2]!.id, status: 'conflict', serverRecord: THEIRS }]);
    expect(await t.db.schools.get('x')).toEqual({ ...THEIRS, phone: '3' });

    await keepMine(rows[2]!.id, t.db);
    const { send, calls } = fakeSend((r) => accepted(r, THEIRS));
    await drainOutbox(drainDeps(t.db, send));
    expect(calls.map((c) => [c.row.id, c.row.baseVersion, c.row.patch])).toEqual([[rows[2]!.id, 6, { phone: '3' }]]);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Theirs', phone: '3', version: 7 });
  });

  it('does nothing to a row that is not in conflict', async () => {
    const row = await answered(refused);
    await takeServers(row.id, undefined, t.db);
    expect(await t.db.outbox.get(row.id)).toEqual(row);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Mine' });
  });
});
