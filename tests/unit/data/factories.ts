/** Small builders for the outbox and sync tests: an isolated database, records, changes, rows, a fake server. */
import { afterEach, beforeEach, vi } from 'vitest';
import { AppDb } from '../../../src/data/db/app-db';
import type { EntityName, SyncedRecord } from '../../../src/data/db/entities';
import type { DrainAuth, DrainDeps } from '../../../src/data/outbox/drain-outbox';
import type { SendRow } from '../../../src/data/outbox/http-transport';
import type { LocalChange } from '../../../src/data/outbox/save-locally';
import type { OutboxAnswer, OutboxRow } from '../../../src/data/outbox/outbox-types';
import { newId } from '../../../src/domain/ids';

export const USER_A = '0190a6e0-0000-7000-8000-00000000000a';
export const USER_B = '0190a6e0-0000-7000-8000-00000000000b';
export const TOKEN_A = 'token-of-a';
export const TOKEN_B = 'token-of-b';

/** A fresh, uniquely named database per test, deleted afterwards. */
export function withTestDb(): { readonly db: AppDb } {
  let current: AppDb | undefined;
  beforeEach(() => {
    current = new AppDb(`t-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await current?.delete();
    current = undefined;
  });
  return {
    get db() {
      if (!current) throw new Error('the test database exists only inside a test');
      return current;
    },
  };
}

/** A clock for `saveLocally(…, now)`: one second apart, so the ids it makes sort in the order of the saves. */
export function testClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  return () => (now += 1000);
}

export function school(id: string, overrides: Partial<SyncedRecord> = {}): SyncedRecord {
  return {
    _id: id,
    school_name: 'ZP School Shirur',
    status: 'active',
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function createChange(entity: EntityName, record: SyncedRecord, dependsOn?: string[]): LocalChange {
  const { _id, ...fields } = record;
  return {
    entity,
    operation: 'create',
    targetId: _id,
    request: { method: 'POST', path: `/${entity}`, body: { _id, ...fields } },
    patch: { ...fields },
    label: `Add ${entity} ${_id}`,
    dependsOn,
  };
}

export function editChange(
  entity: EntityName,
  id: string,
  patch: Record<string, unknown>,
  dependsOn?: string[],
): LocalChange {
  return {
    entity,
    operation: 'update',
    targetId: id,
    request: { method: 'PATCH', path: `/${entity}/${id}`, body: { ...patch } },
    patch,
    label: `Edit ${entity} ${id}`,
    dependsOn,
  };
}

export function deleteChange(entity: EntityName, id: string): LocalChange {
  return {
    entity,
    operation: 'delete',
    targetId: id,
    request: { method: 'DELETE', path: `/${entity}/${id}` },
    patch: {},
    label: `Delete ${entity} ${id}`,
  };
}

let rowClock = Date.UTC(2026, 0, 1);

/** An outbox row with an id later than every row made before it by this factory. */
export function makeRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  rowClock += 1000;
  const id = overrides.id ?? newId(rowClock);
  const targetId = overrides.targetId ?? newId(rowClock);
  return {
    id,
    key: id,
    userId: USER_A,
    entity: 'schools',
    operation: 'update',
    targetId,
    request: { method: 'PATCH', path: `/schools/${targetId}`, body: { school_name: 'New name' } },
    patch: { school_name: 'New name' },
    baseVersion: 3,
    dependsOn: [],
    status: 'waiting',
    attempts: 0,
    previous: null,
    label: 'Edit school',
    createdAt: rowClock,
    ...overrides,
  };
}

export interface SentCall {
  row: OutboxRow;
  token: string;
}

/** A fake transport: answers through `answer`, and remembers a copy of each row as it was sent, with the token. */
export function fakeSend(
  answer: (row: OutboxRow, token: string, index: number) => OutboxAnswer | Promise<OutboxAnswer>,
) {
  const calls: SentCall[] = [];
  const send = vi.fn<SendRow>(async (row, token) => {
    calls.push({ row: structuredClone(row), token });
    return answer(row, token, calls.length - 1);
  });
  return { send, calls, labels: () => calls.map((call) => call.row.label) };
}

/** The server's answer for a row accepted: the patch applied on `base`, version + 1. */
export function accepted(row: OutboxRow, base: SyncedRecord | undefined): OutboxAnswer {
  if (row.operation === 'delete') return { kind: 'done', record: null };
  const version = (base?.version ?? 0) + 1;
  return {
    kind: 'done',
    record: { ...(base ?? {}), ...row.patch, _id: row.targetId, version, updatedAt: `v${version}` },
  };
}

export function drainDeps(db: AppDb, send: SendRow, overrides: Partial<DrainDeps> = {}): DrainDeps {
  let auth: DrainAuth | null = { token: TOKEN_A, userId: USER_A };
  return {
    db,
    send,
    getAuth: () => Promise.resolve(auth),
    onUnauthorized: vi.fn(() => {
      auth = null;
    }),
    locks: null,
    ...overrides,
  };
}

/** `navigator.locks` stand-in: `held` says another tab or the worker holds the lock, until `release()`. */
export function fakeLocks(held: boolean) {
  const requests: Array<{ name: string; options: LockOptions }> = [];
  let release: () => void = () => undefined;
  let queued: () => void = () => undefined;
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  /** Resolves once a request waits for the held lock (one not made `ifAvailable`). */
  const waiting = new Promise<void>((resolve) => (queued = resolve));
  const locks = {
    async request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) {
      requests.push({ name, options });
      if (held && options.ifAvailable) return callback(null);
      if (held) queued();
      await released;
      return callback({ name, mode: 'exclusive' });
    },
  } as unknown as Pick<LockManager, 'request'>;
  return { locks, requests, waiting, release: () => release() };
}

export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type FetchAnswer = (call: FetchCall, index: number) => Response | Promise<Response>;

/** A fake fetch that records what was sent and answers through `answer` (changed later with `answerWith`). */
export function fakeFetch(first: FetchAnswer) {
  let answer = first;
  const calls: FetchCall[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  });
  const answerWith = (next: FetchAnswer) => {
    answer = next;
  };
  return { fetchImpl, calls, answerWith };
}
