/**
 * The drainer sending many rows per request (`POST /outbox/batch`) against a fake server that keeps
 * records, versions and idempotency keys like the real one: order and dependencies, partial failure,
 * a connection lost mid-batch, exactly-once, an older server without the endpoint.
 */
import { Dexie, liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { SyncedRecord } from '../../../src/data/db/entities';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { httpBatchTransport, httpTransport } from '../../../src/data/outbox/http-transport';
import type { OutboxRow } from '../../../src/data/outbox/outbox-types';
import { saveBatchLocally } from '../../../src/data/outbox/save-batch-locally';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import {
  USER_A,
  createChange,
  drainDeps,
  editChange,
  fakeFetch,
  jsonAnswer,
  school,
  testClock,
  withTestDb,
  type FetchCall,
} from './factories';

const t = withTestDb();
const ROOT = 'https://api.test/api';

interface Change {
  method: string;
  path: string;
  idempotencyKey: string;
  ifMatch?: string;
  body?: Record<string, unknown>;
}
interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Answers single requests and batches as the server does: a change is applied once per key (a repeat
 * answers the stored answer), a stale If-Match is a 409 `version_conflict`, an empty name a 400, a
 * school named 'Crash' a 503 with Retry-After. `cut` drops the connection after the server has applied a batch.
 */
function fakeServer(
  records: SyncedRecord[],
  options: { noBatch?: boolean; beforeBatch?: (index: number) => Promise<void> } = {},
) {
  const stored = new Map(records.map((record) => [record._id, { ...record }]));
  const keys = new Map<string, Answer>();
  const applied: string[] = [];
  let cut = false;

  function run({ method, path, idempotencyKey, ifMatch, body }: Change): Answer {
    const done = keys.get(idempotencyKey);
    if (done) return { ...done, headers: { 'idempotent-replayed': 'true' } };
    const id = path.split('/')[2];
    const current = id ? stored.get(id) : undefined;
    let answer: Answer;
    if (body?.school_name === '') {
      answer = { status: 400, body: { message: 'Name is required', errors: { school_name: 'Name is required' } }, headers: {} };
    } else if (body?.school_name === 'Crash') {
      answer = { status: 503, body: { message: 'Internal error' }, headers: { 'retry-after': '30' } };
    } else if (method === 'POST') {
      const record = { ...(body as SyncedRecord), version: 1 };
      stored.set(record._id, record);
      answer = { status: 201, body: { success: true, data: record }, headers: {} };
    } else if (!current) {
      answer = { status: 404, body: { message: 'Not found', errorType: 'not_found' }, headers: {} };
    } else if (ifMatch !== undefined && ifMatch !== `"${current.version}"`) {
      answer = { status: 409, body: { message: 'Changed elsewhere', errorType: 'version_conflict', current }, headers: {} };
    } else {
      const record = { ...current, ...body, version: (current.version ?? 0) + 1 };
      stored.set(record._id, record);
      answer = { status: 200, body: { success: true, data: record }, headers: {} };
    }
    if (answer.status < 300) {
      keys.set(idempotencyKey, answer);
      applied.push(`${method} ${path}`);
    }
    return answer;
  }

  let batches = 0;
  const { fetchImpl, calls } = fakeFetch(async (call: FetchCall) => {
    const path = call.url.slice(ROOT.length);
    if (path === '/outbox/batch') {
      await options.beforeBatch?.(batches++);
      if (options.noBatch) return jsonAnswer({ message: 'Route POST:/api/outbox/batch not found' }, 404);
      const answers = (call.body as { changes: Change[] }).changes.map(run);
      if (cut) throw new TypeError('Failed to fetch');
      return jsonAnswer({ success: true, data: answers });
    }
    const single = run({
      method: call.method,
      path,
      idempotencyKey: call.headers['Idempotency-Key']!,
      ifMatch: call.headers['If-Match'],
      body: call.body as Record<string, unknown> | undefined,
    });
    return jsonAnswer(single.body, single.status, single.headers);
  });

  const deps = () =>
    drainDeps(t.db, httpTransport(() => ROOT, fetchImpl), {
      sendBatch: httpBatchTransport(() => ROOT, fetchImpl),
    });
  const cutAfterApplying = (value: boolean) => {
    cut = value;
  };
  return { stored, applied, calls, deps, cutAfterApplying };
}

const changesOf = (call: FetchCall) => (call.body as { changes: Change[] }).changes;
const requestsOf = (calls: FetchCall[]) =>
  calls.map((call) =>
    call.url.endsWith('/outbox/batch')
      ? changesOf(call).map((change) => `${change.method} ${change.path}`)
      : `${call.method} ${call.url.slice(ROOT.length)}`,
  );

/** Schools x, y, z at version 3 on the device, each edited once offline. */
async function editsOf(ids: string[], name = (id: string) => `Name ${id}`) {
  const clock = testClock();
  for (const id of ids) await t.db.entity('schools').put(school(id, { version: 3 }));
  const rows: OutboxRow[] = [];
  for (const id of ids) {
    rows.push(await saveLocally(USER_A, editChange('schools', id, { school_name: name(id) }), t.db, clock()));
  }
  return rows;
}

describe('drainOutbox with batches: what goes together', () => {
  it('sends every ready row in one request, each with its own key and If-Match, in order', async () => {
    const rows = await editsOf(['x', 'y', 'z']);
    const server = fakeServer(['x', 'y', 'z'].map((id) => school(id, { version: 3 })));

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(server.calls).toHaveLength(1);
    expect(changesOf(server.calls[0]!)).toEqual(
      rows.map((row) => ({
        method: 'PATCH',
        path: row.request.path,
        idempotencyKey: row.key,
        ifMatch: '"3"',
        body: row.request.body,
      })),
    );
    expect(server.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer token-of-a' });
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.schools.toArray()).toEqual(
      ['x', 'y', 'z'].map((id) => school(id, { school_name: `Name ${id}`, version: 4 })),
    );
  });

  it('a later row of the same record, or one needing a record still being created, waits for the next batch', async () => {
    const clock = testClock();
    await t.db.entity('schools').put(school('x', { version: 3 }));
    const save = (change: Parameters<typeof saveLocally>[1]) => saveLocally(USER_A, change, t.db, clock());
    await save(createChange('schools', { _id: 'n', school_name: 'New' }));
    await save(editChange('schools', 'x', { school_name: 'X once' }));
    await save(editChange('schools', 'n', { school_name: 'New, edited' }));
    await save(createChange('schools', { _id: 'm', school_name: 'Needs n' }, ['n']));
    await save(editChange('schools', 'x', { phone: '42' }));
    const server = fakeServer([school('x', { version: 3 })]);

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(requestsOf(server.calls)).toEqual([
      ['POST /schools', 'PATCH /schools/x'],
      ['PATCH /schools/n', 'POST /schools', 'PATCH /schools/x'],
    ]);
    // The second batch's edits stand on the versions the first batch returned.
    expect(changesOf(server.calls[1]!).map((change) => change.ifMatch)).toEqual(['"1"', undefined, '"4"']);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'X once', phone: '42', version: 5 });
    expect(await t.db.schools.get('n')).toMatchObject({ school_name: 'New, edited', version: 2 });
    expect(await t.db.schools.get('m')).toMatchObject({ school_name: 'Needs n', version: 1 });
  });

  it('an import goes alone to its bulk endpoint, in its place in the order', async () => {
    await editsOf(['x']);
    await saveBatchLocally(
      USER_A,
      {
        entity: 'students',
        records: [{ _id: 's1', student_name: 'Asha', school_id: 'x' }],
        request: { method: 'POST', path: '/students/bulk', body: { school_id: 'x', students: [] } },
        label: 'Import 1 student',
      },
      t.db,
    );
    await saveLocally(USER_A, editChange('schools', 'y', { school_name: 'Name y' }), t.db);
    await saveLocally(USER_A, editChange('schools', 'z', { school_name: 'Name z' }), t.db);
    const server = fakeServer(['x', 'y', 'z'].map((id) => school(id, { version: 3 })));

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(requestsOf(server.calls)).toEqual([
      'PATCH /schools/x',
      'POST /students/bulk',
      ['PATCH /schools/y', 'PATCH /schools/z'],
    ]);
  });

  it('never more than 100 rows to a request', async () => {
    const ids = Array.from({ length: 130 }, (_, n) => `s${String(n).padStart(3, '0')}`);
    await editsOf(ids);
    const server = fakeServer(ids.map((id) => school(id, { version: 3 })));

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(server.calls.map((call) => changesOf(call).length)).toEqual([100, 30]);
    expect(server.applied).toHaveLength(130);
  });

  it("sends a pass's next request before the answers of the one before are written", async () => {
    const ids = Array.from({ length: 230 }, (_, n) => `s${String(n).padStart(3, '0')}`);
    await editsOf(ids);
    const events: string[] = [];
    const server = fakeServer(
      ids.map((id) => school(id, { version: 3 })),
      { beforeBatch: async (index) => void events.push(`sent ${index}`) },
    );
    // A transaction over the outbox and the records' tables, not inside another, writes a request's answers.
    const transaction = t.db.transaction.bind(t.db) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(t.db, 'transaction').mockImplementation(((...args: unknown[]) => {
      const outermost = !Dexie.currentTransaction && Array.isArray(args[1]);
      return transaction(...args).then((result) => {
        if (outermost) events.push('written');
        return result;
      });
    }) as never);

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(server.calls.map((call) => changesOf(call).length)).toEqual([100, 100, 30]);
    expect(events).toEqual(['sent 0', 'sent 1', 'written', 'sent 2', 'written', 'written']);
    expect(await t.db.outbox.count()).toBe(0);
    expect(server.applied).toHaveLength(230);
  });

  it('a row discarded while an earlier request of the pass is on its way is never sent', async () => {
    const ids = Array.from({ length: 230 }, (_, n) => `s${String(n).padStart(3, '0')}`);
    const rows = await editsOf(ids);
    const discarded = rows[210]!;
    const server = fakeServer(
      ids.map((id) => school(id, { version: 3 })),
      { beforeBatch: async (index) => void (index === 0 && (await t.db.outbox.delete(discarded.id))) },
    );

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(server.calls.map((call) => changesOf(call).length)).toEqual([100, 100, 29]);
    expect(server.applied).not.toContain(`PATCH ${discarded.request.path}`);
    expect(server.applied).toHaveLength(229);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('after a "retry later", the rest of the pass is not sent and waits with its attempts unchanged', async () => {
    const ids = Array.from({ length: 230 }, (_, n) => `s${String(n).padStart(3, '0')}`);
    await editsOf(ids, (id) => (id === 's050' ? 'Crash' : `Name ${id}`));
    const server = fakeServer(ids.map((id) => school(id, { version: 3 })));

    expect(await drainOutbox(server.deps())).toMatchObject({ state: 'retry-later', retryAfterMs: 30_000 });
    expect(server.calls).toHaveLength(1);
    expect(server.applied).toHaveLength(99);
    const left = await t.db.outbox.toArray();
    expect(left.map((row) => row.targetId)).toEqual(['s050', ...ids.slice(100)]);
    expect(left.map((row) => [row.status, row.attempts])).toEqual([
      ['waiting', 1],
      ...ids.slice(100).map(() => ['waiting', 0]),
    ]);
  });

  it("completes a batch's rows in one transaction: a screen never reads a half-applied batch", async () => {
    await editsOf(['x', 'y', 'z']);
    const server = fakeServer(['x', 'y', 'z'].map((id) => school(id, { version: 3 })));
    const seen: number[][] = [];
    const subscription = liveQuery(() => t.db.schools.toArray()).subscribe((schools) =>
      seen.push(schools.map((record) => record.version ?? 0)),
    );
    try {
      await drainOutbox(server.deps());
      await expect.poll(() => seen.at(-1)).toEqual([4, 4, 4]);
    } finally {
      subscription.unsubscribe();
    }
    expect(seen.filter((versions) => new Set(versions).size > 1)).toEqual([]);
  });
});

describe('drainOutbox with batches: answers row by row', () => {
  it('a conflict and a refusal mark their rows; the other rows of the batch are done', async () => {
    const rows = await editsOf(['w', 'x', 'y', 'z'], (id) => (id === 'y' ? '' : `Name ${id}`));
    const server = fakeServer([
      school('w', { version: 3 }),
      school('x', { version: 7, school_name: 'Office' }),
      school('y', { version: 3 }),
      school('z', { version: 3 }),
    ]);

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(server.calls).toHaveLength(1);
    expect(await t.db.outbox.toArray()).toMatchObject([
      { id: rows[1]!.id, status: 'conflict', serverRecord: { _id: 'x', version: 7, school_name: 'Office' } },
      { id: rows[2]!.id, status: 'failed', lastError: 'Name is required', fieldErrors: { school_name: 'Name is required' } },
    ]);
    expect(server.applied).toEqual(['PATCH /schools/w', 'PATCH /schools/z']);
    expect(await t.db.schools.get('z')).toMatchObject({ school_name: 'Name z', version: 4 });
  });

  it('a row answered "retry later" waits again with its key and stops the drain; the rest are done', async () => {
    const rows = await editsOf(['x', 'y', 'z'], (id) => (id === 'y' ? 'Crash' : `Name ${id}`));
    const server = fakeServer(['x', 'y', 'z'].map((id) => school(id, { version: 3 })));

    expect(await drainOutbox(server.deps())).toEqual({
      state: 'retry-later',
      message: 'Internal error',
      retryAfterMs: 30_000,
    });
    expect(await t.db.outbox.toArray()).toMatchObject([
      { id: rows[1]!.id, key: rows[1]!.key, status: 'waiting', attempts: 1, lastError: 'Internal error' },
    ]);
    expect(server.applied).toEqual(['PATCH /schools/x', 'PATCH /schools/z']);
  });

  it('a 401 for the batch: every row waits, the person is asked to sign in', async () => {
    await editsOf(['x', 'y']);
    const { fetchImpl } = fakeFetch(() => jsonAnswer({ message: 'Session expired', errorType: 'token_expired' }, 401));
    const deps = drainDeps(t.db, httpTransport(() => ROOT, fetchImpl), {
      sendBatch: httpBatchTransport(() => ROOT, fetchImpl),
    });
    expect(await drainOutbox(deps)).toEqual({ state: 'needs-sign-in', end: 'expired' });
    expect(deps.onUnauthorized).toHaveBeenCalledExactlyOnceWith('expired');
    expect((await t.db.outbox.toArray()).map((row) => row.status)).toEqual(['waiting', 'waiting']);
  });
});

describe('drainOutbox with batches: lost connections and exactly once', () => {
  it('offline before the batch arrives: nothing lost, the rows go again with the same keys', async () => {
    const rows = await editsOf(['x', 'y']);
    const server = fakeServer(['x', 'y'].map((id) => school(id, { version: 3 })));
    const { fetchImpl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = drainDeps(t.db, httpTransport(() => ROOT, fetchImpl), {
      sendBatch: httpBatchTransport(() => ROOT, fetchImpl),
    });

    expect(await drainOutbox(offline)).toMatchObject({ state: 'retry-later', message: 'Cannot reach the server' });
    expect(await t.db.outbox.toArray()).toMatchObject(
      rows.map((row) => ({ id: row.id, key: row.key, status: 'waiting', attempts: 1 })),
    );
    expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Name x', version: 3 });

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(changesOf(server.calls[0]!).map((change) => change.idempotencyKey)).toEqual(rows.map((row) => row.key));
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('the connection drops after the server applied the batch: sent again, each change arrives once', async () => {
    await editsOf(['x', 'y']);
    const server = fakeServer(['x', 'y'].map((id) => school(id, { version: 3 })));
    server.cutAfterApplying(true);
    expect(await drainOutbox(server.deps())).toMatchObject({ state: 'retry-later' });
    expect(await t.db.outbox.count()).toBe(2);

    server.cutAfterApplying(false);
    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(changesOf(server.calls[1]!)).toEqual(changesOf(server.calls[0]!));
    expect(server.applied).toEqual(['PATCH /schools/x', 'PATCH /schools/y']);
    expect(server.stored.get('x')).toMatchObject({ school_name: 'Name x', version: 4 });
    expect(await t.db.schools.toArray()).toEqual(
      ['x', 'y'].map((id) => school(id, { school_name: `Name ${id}`, version: 4 })),
    );
  });

  it('an older server without the batch endpoint (404): the rows go one by one', async () => {
    await editsOf(['x', 'y']);
    const server = fakeServer(['x', 'y'].map((id) => school(id, { version: 3 })), { noBatch: true });

    expect(await drainOutbox(server.deps())).toEqual({ state: 'idle' });
    expect(requestsOf(server.calls)).toEqual([['PATCH /schools/x', 'PATCH /schools/y'], 'PATCH /schools/x', 'PATCH /schools/y']);
    expect(server.applied).toEqual(['PATCH /schools/x', 'PATCH /schools/y']);
    expect(await t.db.outbox.count()).toBe(0);
  });
});
