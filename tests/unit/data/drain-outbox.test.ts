import { describe, expect, it } from 'vitest';
import type { SyncedRecord } from '../../../src/data/db/entities';
import { DRAIN_LOCK, drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { httpTransport } from '../../../src/data/outbox/http-transport';
import { keepMine, takeServers } from '../../../src/data/outbox/pending-actions';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import type { OutboxAnswer, OutboxRow } from '../../../src/data/outbox/outbox-types';
import {
  TOKEN_A,
  TOKEN_B,
  USER_A,
  USER_B,
  accepted,
  createChange,
  deleteChange,
  drainDeps,
  editChange,
  fakeFetch,
  fakeLocks,
  fakeSend,
  jsonAnswer,
  makeRow,
  school,
  testClock,
  withTestDb,
} from './factories';

const t = withTestDb();

/** Three edits of three schools, saved in the order x, y, z. */
async function threeEdits() {
  const clock = testClock();
  for (const id of ['x', 'y', 'z']) await t.db.entity('schools').put(school(id, { version: 3 }));
  const rows: OutboxRow[] = [];
  for (const id of ['x', 'y', 'z']) {
    rows.push(
      await saveLocally(USER_A, editChange('schools', id, { school_name: `Name ${id}` }), t.db, clock()),
    );
  }
  return rows;
}

/** Answers like a server holding the mirror's records: the change applied, version + 1. */
function serverLike() {
  return fakeSend(async (row) => accepted(row, await t.db.entity(row.entity).get(row.targetId)));
}

describe('drainOutbox: order', () => {
  it('sends rows strictly in id order, one at a time, and empties the outbox', async () => {
    const rows = [makeRow({ label: 'first' }), makeRow({ label: 'second' }), makeRow({ label: 'third' })];
    await t.db.outbox.bulkAdd([rows[1]!, rows[2]!, rows[0]!]);
    let inFlight = 0;
    const { send, labels } = fakeSend(async (row) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight -= 1;
      return { kind: 'done', record: school(row.targetId, { version: 4 }) };
    });
    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(labels()).toEqual(['first', 'second', 'third']);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it("sends nobody else's rows with this user's token, and leaves them for their owner", async () => {
    const theirs = makeRow({ userId: USER_B, targetId: 'b1', label: 'theirs' });
    const mine = makeRow({ userId: USER_A, targetId: 'a1', label: 'mine' });
    await t.db.outbox.bulkAdd([theirs, mine]);
    const { send, calls } = fakeSend((row) => ({ kind: 'done', record: school(row.targetId) }));

    await drainOutbox(drainDeps(t.db, send));
    expect(calls.map((c) => [c.row.label, c.token])).toEqual([['mine', TOKEN_A]]);
    expect((await t.db.outbox.get(theirs.id))?.status).toBe('waiting');

    await drainOutbox(
      drainDeps(t.db, send, { getAuth: () => Promise.resolve({ token: TOKEN_B, userId: USER_B }) }),
    );
    expect(calls.map((c) => [c.row.label, c.token])).toEqual([
      ['mine', TOKEN_A],
      ['theirs', TOKEN_B],
    ]);
  });

  it('counts the attempts', async () => {
    const row = makeRow();
    await t.db.outbox.add({ ...row, attempts: 2 });
    const { send, calls } = fakeSend(() => ({ kind: 'retry-later', message: 'offline' }));
    await drainOutbox(drainDeps(t.db, send));
    expect(calls[0]!.row.attempts).toBe(2);
    expect((await t.db.outbox.get(row.id))?.attempts).toBe(3);
  });
});

describe('drainOutbox: 2xx', () => {
  it('deletes the row and makes the mirror the server record', async () => {
    const [x] = await threeEdits();
    const server = school('x', {
      school_name: 'Name x',
      version: 4,
      updatedAt: 'server',
      extra: 'from server',
    });
    const { send } = fakeSend((row) =>
      row.targetId === 'x'
        ? { kind: 'done', record: server }
        : { kind: 'done', record: school(row.targetId) },
    );
    await drainOutbox(drainDeps(t.db, send));
    expect(await t.db.outbox.get(x!.id)).toBeUndefined();
    expect(await t.db.schools.get('x')).toEqual(server);
  });

  it('a create takes the server record; a delete leaves the record gone', async () => {
    const clock = testClock();
    await t.db.entity('schools').put(school('old'));
    await saveLocally(USER_A, createChange('schools', { _id: 'new', school_name: 'New' }), t.db, clock());
    await saveLocally(USER_A, deleteChange('schools', 'old'), t.db, clock());
    const created = { _id: 'new', school_name: 'New', version: 1, createdAt: 'now', updatedAt: 'now' };
    const { send } = fakeSend((row) =>
      row.operation === 'create'
        ? { kind: 'done', record: created }
        : { kind: 'done', record: school('old', { version: 4, deleted: true }) },
    );
    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(await t.db.schools.toArray()).toEqual([created]);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('drainOutbox: network error, 5xx, 429', () => {
  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), undefined],
    ['500', () => Promise.resolve(jsonAnswer({ message: 'Internal error' }, 500)), undefined],
    [
      '502 from a proxy',
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
      undefined,
    ],
    [
      '503 with Retry-After',
      () => Promise.resolve(jsonAnswer({ message: 'Busy' }, 503, { 'Retry-After': '120' })),
      120_000,
    ],
    [
      '429 with Retry-After',
      () => Promise.resolve(jsonAnswer({ message: 'Slow down' }, 429, { 'Retry-After': '7' })),
      7_000,
    ],
  ])('%s: the row waits again, the drain stops and order is kept', async (_name, answer, retryAfterMs) => {
    const rows = await threeEdits();
    const { fetchImpl, calls, answerWith } = fakeFetch(answer);
    const send = httpTransport(() => 'https://api.test/api', fetchImpl);

    const result = await drainOutbox(drainDeps(t.db, send));
    expect(result).toMatchObject({ state: 'retry-later', retryAfterMs });
    expect(result.state === 'retry-later' && result.message).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/api/schools/x']);
    const first = await t.db.outbox.get(rows[0]!.id);
    expect(first).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(first?.lastError).toBeTruthy();
    expect((await t.db.outbox.toArray()).map((r) => r.status)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Name x', version: 3 });

    // Back online: the same row goes first, with the same idempotency key.
    answerWith((call) => jsonAnswer(school(call.url.split('/').pop()!, { version: 4 })));
    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['x', 'x', 'y', 'z']);
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
    expect(calls[0]!.headers['Idempotency-Key']).toBe(rows[0]!.key);
  });

  it('the browser says it has no connection: nothing is marked or sent until it has one', async () => {
    const rows = await threeEdits();
    const { fetchImpl, calls } = fakeFetch((call) => jsonAnswer(school(call.url.split('/').pop()!, { version: 4 })));
    const send = httpTransport(() => 'https://api.test/api', fetchImpl);
    let online = false;
    const deps = drainDeps(t.db, send, { online: () => online });

    expect(await drainOutbox(deps)).toEqual({ state: 'retry-later', message: 'Cannot reach the server' });
    expect(calls).toEqual([]);
    expect(await t.db.outbox.toArray()).toEqual(rows);

    online = true;
    expect(await drainOutbox(deps)).toEqual({ state: 'idle' });
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['x', 'y', 'z']);
  });

  it('passes the server message through as the reason', async () => {
    await threeEdits();
    const { send } = fakeSend(() => ({
      kind: 'retry-later',
      message: 'Cannot reach the server',
      retryAfterMs: 5,
    }));
    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({
      state: 'retry-later',
      message: 'Cannot reach the server',
      retryAfterMs: 5,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('drainOutbox: 401', () => {
  it('pauses with the row waiting, asks for a sign-in, then sends the same row with the new token', async () => {
    const rows = await threeEdits();
    let token = 'expired';
    const { send, calls } = fakeSend(async (row, sentToken) =>
      sentToken === 'expired'
        ? { kind: 'unauthorized', end: 'expired' }
        : accepted(row, await t.db.schools.get(row.targetId)),
    );
    const deps = drainDeps(t.db, send, { getAuth: () => Promise.resolve({ token, userId: USER_A }) });

    expect(await drainOutbox(deps)).toEqual({ state: 'needs-sign-in', end: 'expired' });
    expect(deps.onUnauthorized).toHaveBeenCalledExactlyOnceWith('expired');
    expect(calls).toHaveLength(1);
    expect(await t.db.outbox.get(rows[0]!.id)).toMatchObject({ status: 'waiting' });
    expect(await t.db.outbox.count()).toBe(3);

    token = 'fresh-token';
    expect(await drainOutbox(deps)).toEqual({ state: 'idle' });
    expect(calls.map((c) => [c.row.id, c.token])).toEqual([
      [rows[0]!.id, 'expired'],
      [rows[0]!.id, 'fresh-token'],
      [rows[1]!.id, 'fresh-token'],
      [rows[2]!.id, 'fresh-token'],
    ]);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says when the server refused the token because the account was deactivated', async () => {
    await threeEdits();
    const { send } = fakeSend(() => ({ kind: 'unauthorized', end: 'deactivated' }));
    const deps = drainDeps(t.db, send);
    expect(await drainOutbox(deps)).toEqual({ state: 'needs-sign-in', end: 'deactivated' });
    expect(deps.onUnauthorized).toHaveBeenCalledExactlyOnceWith('deactivated');
  });

  it('with no one signed in sends nothing and keeps every row', async () => {
    await threeEdits();
    const { send } = fakeSend(() => ({ kind: 'done', record: null }));
    expect(await drainOutbox(drainDeps(t.db, send, { getAuth: () => Promise.resolve(null) }))).toEqual({
      state: 'needs-sign-in',
    });
    expect(send).not.toHaveBeenCalled();
    expect(await t.db.outbox.count()).toBe(3);
  });

  it('never writes the token into a row', async () => {
    const rows = await threeEdits();
    const { send } = fakeSend((row) =>
      row.id === rows[0]!.id ? { kind: 'unauthorized', end: 'expired' } : { kind: 'done', record: null },
    );
    await drainOutbox(drainDeps(t.db, send));
    expect(JSON.stringify(await t.db.outbox.toArray())).not.toContain(TOKEN_A);
  });
});

describe('drainOutbox: 409 version_conflict', () => {
  it('marks the row conflict with the server record; later rows of other records still go', async () => {
    const clock = testClock();
    for (const id of ['x', 'y']) await t.db.entity('schools').put(school(id, { version: 3 }));
    const conflicted = await saveLocally(
      USER_A,
      editChange('schools', 'x', { school_name: 'Mine' }),
      t.db,
      clock(),
    );
    const sameRecord = await saveLocally(USER_A, editChange('schools', 'x', { phone: '1' }), t.db, clock());
    const otherRecord = await saveLocally(USER_A, editChange('schools', 'y', { phone: '2' }), t.db, clock());
    const theirs = school('x', { school_name: 'Theirs', version: 6 });
    const { send, calls } = fakeSend(async (row): Promise<OutboxAnswer> =>
      row.targetId === 'x'
        ? { kind: 'conflict', serverRecord: theirs, message: 'Someone else changed this record' }
        : accepted(row, await t.db.schools.get(row.targetId)),
    );

    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(calls.map((c) => c.row.id)).toEqual([conflicted.id, otherRecord.id]);
    expect(await t.db.outbox.get(conflicted.id)).toMatchObject({
      status: 'conflict',
      serverRecord: theirs,
      lastError: 'Someone else changed this record',
    });
    expect(await t.db.outbox.get(sameRecord.id)).toMatchObject({ status: 'waiting' });
    expect(await t.db.outbox.get(otherRecord.id)).toBeUndefined();
    // The person's version stays on screen until they choose.
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Mine', phone: '1', version: 3 });
  });
});

describe('drainOutbox: other 4xx', () => {
  it('marks the row failed with the message and field errors; other records go on, its dependants wait', async () => {
    const clock = testClock();
    const klass = await saveLocally(
      USER_A,
      createChange('classes', { _id: 'c1', class_name: '' }),
      t.db,
      clock(),
    );
    const student = await saveLocally(
      USER_A,
      createChange('students', { _id: 's1', student_name: 'Ravi', class_id: 'c1' }, ['c1']),
      t.db,
      clock(),
    );
    const classEdit = await saveLocally(USER_A, editChange('classes', 'c1', { section: 'B' }), t.db, clock());
    const unrelated = await saveLocally(
      USER_A,
      createChange('students', { _id: 's2', student_name: 'Meena' }),
      t.db,
      clock(),
    );
    const { send, calls } = fakeSend((row): OutboxAnswer =>
      row.id === klass.id
        ? {
            kind: 'rejected',
            message: 'Validation failed',
            fieldErrors: { class_name: 'Class name is required' },
          }
        : { kind: 'done', record: { _id: row.targetId, ...row.patch, version: 1 } },
    );

    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(calls.map((c) => c.row.id)).toEqual([klass.id, unrelated.id]);
    expect(await t.db.outbox.get(klass.id)).toMatchObject({
      status: 'failed',
      lastError: 'Validation failed',
      fieldErrors: { class_name: 'Class name is required' },
    });
    expect((await t.db.outbox.get(student.id))?.status).toBe('waiting');
    expect((await t.db.outbox.get(classEdit.id))?.status).toBe('waiting');
    expect(await t.db.students.get('s2')).toEqual({ _id: 's2', student_name: 'Meena', version: 1 });
  });

  it('a duplicate (409 duplicate) is a failure to fix, not a conflict', async () => {
    await threeEdits();
    const { fetchImpl } = fakeFetch(() =>
      Promise.resolve(jsonAnswer({ message: 'A school with this code exists', errorType: 'duplicate' }, 409)),
    );
    await drainOutbox(
      drainDeps(
        t.db,
        httpTransport(() => '/api', fetchImpl),
      ),
    );
    const rows = await t.db.outbox.toArray();
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    expect(rows[0]!.lastError).toBe('A school with this code exists');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('drainOutbox: rows cut off mid-send, and the lock', () => {
  it("a row left 'sending' waits again when a drain starts, and is sent", async () => {
    const row = makeRow({ status: 'sending', attempts: 1, label: 'cut off' });
    await t.db.outbox.add(row);
    const { send, labels } = fakeSend(() => ({ kind: 'done', record: null }));
    expect(await drainOutbox(drainDeps(t.db, send, { locks: fakeLocks(false).locks }))).toEqual({
      state: 'idle',
    });
    expect(labels()).toEqual(['cut off']);
  });

  it("a row left 'sending' waits again even when no one is signed in", async () => {
    const row = makeRow({ status: 'sending' });
    await t.db.outbox.add(row);
    const { send } = fakeSend(() => ({ kind: 'done', record: null }));
    await drainOutbox(drainDeps(t.db, send, { getAuth: () => Promise.resolve(null) }));
    expect((await t.db.outbox.get(row.id))?.status).toBe('waiting');
  });

  it('drains under the outbox lock, asked for only if available', async () => {
    await threeEdits();
    const { locks, requests } = fakeLocks(false);
    const { send } = serverLike();
    expect(await drainOutbox(drainDeps(t.db, send, { locks }))).toEqual({ state: 'idle' });
    expect(requests).toEqual([{ name: DRAIN_LOCK, options: { ifAvailable: true } }]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("when another tab or the worker holds the lock: 'busy', nothing sent, their 'sending' row left alone", async () => {
    await threeEdits();
    const theirs = makeRow({ status: 'sending' });
    await t.db.outbox.add(theirs);
    const { send } = fakeSend(() => ({ kind: 'done', record: null }));
    expect(await drainOutbox(drainDeps(t.db, send, { locks: fakeLocks(true).locks }))).toEqual({
      state: 'busy',
    });
    expect(send).not.toHaveBeenCalled();
    expect(await t.db.outbox.count()).toBe(4);
    expect((await t.db.outbox.get(theirs.id))?.status).toBe('sending');
  });

  it('told to wait for the lock (the service worker), waits for its holder, then sends what is left', async () => {
    await threeEdits();
    const { locks, requests, waiting, release } = fakeLocks(true);
    const { send } = serverLike();
    const draining = drainOutbox(drainDeps(t.db, send, { locks, waitForLock: true }));
    await waiting;
    expect(send).not.toHaveBeenCalled();
    release();
    expect(await draining).toEqual({ state: 'idle' });
    expect(requests).toEqual([{ name: DRAIN_LOCK, options: {} }]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('drainOutbox: several offline changes of one record', () => {
  /** A server that holds one record and checks If-Match like server/http/write.ts. */
  function versionCheckingServer(initial: SyncedRecord | null) {
    let stored = initial;
    return fakeFetch(async (call) => {
      const match = call.headers['If-Match'];
      if (call.method === 'POST') {
        stored = { ...(call.body as SyncedRecord), version: 1 };
        return jsonAnswer({ success: true, data: stored }, 201);
      }
      if (!stored) return jsonAnswer({ message: 'Not found', errorType: 'not_found' }, 404);
      if (match !== undefined && match !== `"${stored.version}"`) {
        return jsonAnswer(
          { message: 'Changed elsewhere', errorType: 'version_conflict', current: stored },
          409,
        );
      }
      await Promise.resolve();
      stored = { ...stored, ...(call.body as object), version: (stored.version ?? 0) + 1 };
      return jsonAnswer({ success: true, data: stored });
    });
  }

  it("sends both edits in order; the second's If-Match is the version returned for the first", async () => {
    const clock = testClock();
    await t.db.entity('schools').put(school('x', { version: 3 }));
    const first = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'A' }), t.db, clock());
    const second = await saveLocally(USER_A, editChange('schools', 'x', { phone: '42' }), t.db, clock());
    expect(second.baseVersion).toBe(3);
    const { fetchImpl, calls } = versionCheckingServer(school('x', { version: 3 }));
    let shownBetween: SyncedRecord | undefined;
    const transport = httpTransport(() => '/api', fetchImpl);
    const send = async (row: OutboxRow, token: string) => {
      if (row.id === second.id) shownBetween = await t.db.schools.get('x');
      return transport(row, token);
    };

    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(calls.map((c) => [c.headers['Idempotency-Key'], c.headers['If-Match']])).toEqual([
      [first.key, '"3"'],
      [second.key, '"4"'],
    ]);
    // Between the two answers the device shows the server's version 4 with the second edit on top.
    expect(shownBetween).toMatchObject({ school_name: 'A', phone: '42', version: 4 });
    expect(await t.db.schools.get('x')).toEqual(school('x', { school_name: 'A', phone: '42', version: 5 }));
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('a record created offline then edited: the create has no If-Match, the edit names the created version', async () => {
    const clock = testClock();
    await saveLocally(USER_A, createChange('schools', { _id: 'n', school_name: 'New' }), t.db, clock());
    await saveLocally(USER_A, editChange('schools', 'n', { school_name: 'Newer' }), t.db, clock());
    const { fetchImpl, calls } = versionCheckingServer(null);

    expect(
      await drainOutbox(
        drainDeps(
          t.db,
          httpTransport(() => '/api', fetchImpl),
        ),
      ),
    ).toEqual({ state: 'idle' });
    expect(calls.map((c) => [c.method, c.url, c.headers['If-Match']])).toEqual([
      ['POST', '/api/schools', undefined],
      ['PATCH', '/api/schools/n', '"1"'],
    ]);
    expect(await t.db.schools.get('n')).toEqual({ _id: 'n', school_name: 'Newer', version: 2 });
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('an edit made while the first is in flight still gets the returned version', async () => {
    const clock = testClock();
    await t.db.entity('schools').put(school('x', { version: 3 }));
    await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'A' }), t.db, clock());
    const { fetchImpl, calls } = versionCheckingServer(school('x', { version: 3 }));
    const transport = httpTransport(() => '/api', fetchImpl);
    let madeDuring: OutboxRow | undefined;
    const send = async (row: OutboxRow, token: string) => {
      if (!madeDuring)
        madeDuring = await saveLocally(USER_A, editChange('schools', 'x', { phone: '9' }), t.db, clock());
      return transport(row, token);
    };
    expect(await drainOutbox(drainDeps(t.db, send))).toEqual({ state: 'idle' });
    expect(calls.map((c) => c.headers['If-Match'])).toEqual(['"3"', '"4"']);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'A', phone: '9', version: 5 });
  });

  describe("the first of two edits conflicts with an office edit, and the person uses the server's", () => {
    const OFFICE = school('x', { school_name: 'Office name', version: 4 });

    async function twoEditsFirstConflicting() {
      const clock = testClock();
      await t.db.entity('schools').put(school('x', { version: 3 }));
      const first = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'First' }), t.db, clock());
      const second = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'Second' }), t.db, clock());
      const server = versionCheckingServer(OFFICE);
      const deps = drainDeps(t.db, httpTransport(() => '/api', server.fetchImpl));
      await drainOutbox(deps);
      expect((await t.db.outbox.get(first.id))?.status).toBe('conflict');
      await takeServers(first.id, undefined, t.db);
      await drainOutbox(deps);
      return { second, deps, calls: server.calls };
    }

    it('the second edit is not sent but shown as a conflict against the office version', async () => {
      const { second, calls } = await twoEditsFirstConflicting();
      expect(calls.map((c) => [c.headers['If-Match'], c.body])).toEqual([['"3"', { school_name: 'First' }]]);
      expect(await t.db.outbox.toArray()).toMatchObject([{ id: second.id, status: 'conflict', serverRecord: OFFICE }]);
    });

    it("using the server's again leaves the office version on the device and sends nothing", async () => {
      const { second, deps, calls } = await twoEditsFirstConflicting();
      await takeServers(second.id, undefined, t.db);
      await drainOutbox(deps);
      expect(calls).toHaveLength(1);
      expect(await t.db.schools.get('x')).toEqual(OFFICE);
      expect(await t.db.outbox.count()).toBe(0);
    });

    it('keeping mine on the second edit sends it on the office version', async () => {
      const { second, deps, calls } = await twoEditsFirstConflicting();
      await keepMine(second.id, t.db);
      await drainOutbox(deps);
      expect(calls.map((c) => [c.headers['If-Match'], c.body])).toEqual([
        ['"3"', { school_name: 'First' }],
        ['"4"', { school_name: 'Second' }],
      ]);
      expect(await t.db.schools.get('x')).toEqual({ ...OFFICE, school_name: 'Second', version: 5 });
    });
  });
});
