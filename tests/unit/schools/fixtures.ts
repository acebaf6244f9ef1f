/** Schools on the device for the screen tests: records, fresh scopes, a clean Dexie and sync state per test. */
import { afterEach, beforeEach } from 'vitest';
import { db, wipeDevice } from '../../../src/data/db/app-db';
import type { Scope, SyncedRecord } from '../../../src/data/db/entities';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';

let counter = 0;

export function makeSchool(overrides: Partial<SyncedRecord> = {}): SyncedRecord {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    _id: `0190a6e0-0000-7000-8000-00000000${n}`,
    school_name: `School ${n}`,
    email: `office${n}@school.in`,
    phone_number: '9876543210',
    contact: 'Ravi Patil',
    status: 'active',
    street: 'Station Road',
    locality: 'Shirur',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '412210',
    principal_name: 'Sunita Deshmukh',
    principal_email: `principal${n}@school.in`,
    principal_contact: '9123456780',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The scope was pulled just now: the screen renders from Dexie and pulls nothing. */
export async function freshScope(scope: Scope, pulledAt = Date.now()): Promise<void> {
  await db.scopes.put({ scope, cursor: '1', pulledAt });
}

export function resetSync(): void {
  useSyncStatus.setState({
    online: true,
    sending: false,
    pulling: 0,
    pullErrors: {},
    retryAt: null,
    lastProblem: null,
  });
}

/** An empty device before and after each test. */
export function cleanDeviceEachTest(): void {
  beforeEach(async () => {
    await wipeDevice(db);
    resetSync();
  });
  afterEach(async () => {
    await wipeDevice(db);
  });
}
