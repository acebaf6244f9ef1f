import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDb } from '../../../src/data/db/app-db';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { nextSendable, rowsInOrder } from '../../../src/data/outbox/outbox-queue';
import type { OutboxAnswer, OutboxRow } from '../../../src/data/outbox/outbox-types';
import { discardRow } from '../../../src/data/outbox/pending-actions';
import { saveBatchLocally } from '../../../src/data/outbox/save-batch-locally';
import { saveLocally } from '../../../src/data/outbox/save-locally';

const USER = 'user-1';
let database: AppDb;

beforeEach(async () => {
  database = new AppDb(`batch-${crypto.randomUUID()}`);
  await database.open();
});
afterEach(() => database.delete());

const students = ['s1', 's2', 's3'].map((id, i) => ({ _id: id, student_name: `Student ${i}`, school_id: 'school-1' }));

function importBatch() {
  return saveBatchLocally(
    USER,
    {
      entity: 'students',
      records: students,
      request: { method: 'POST', path: '/students/bulk', body: { school_id: 'school-1', students } },
      label: 'Import 3 students',
    },
    database,
  );
}

const drainWith = (answer: (row: OutboxRow) => OutboxAnswer) =>
  drainOutbox({ db: database, send: (row) => Promise.resolve(answer(row)), getAuth: () => Promise.resolve({ token: 't', userId: USER }), onUnauthorized: () => undefined });

describe('saveBatchLocally', () => {
  it('puts every record and one outbox row naming them, in one go', async () => {
    const row = await importBatch();
    expect(await database.students.count()).toBe(3);
    expect(await database.outbox.count()).toBe(1);
    expect(row.targetIds).toEqual(['s1', 's2', 's3']);
    expect(row.request.body?.students).toHaveLength(3);
  });

  it('holds back an edit of an imported record until the import went through', async () => {
    await importBatch();
    await saveLocally(USER, { entity: 'students', operation: 'update', targetId: 's2', request: { method: 'PATCH', path: '/students/s2', body: { student_name: 'Edited' } }, patch: { student_name: 'Edited' }, label: 'Edit' }, database);
    const rows = await rowsInOrder(database);
    expect(nextSendable(rows, USER)?.request.path).toBe('/students/bulk');
    await database.outbox.update(rows[0]!.id, { status: 'failed' });
    expect(nextSendable(await rowsInOrder(database), USER)).toBeUndefined();
  });

  it('takes the server records of the answer as the new base for each imported record', async () => {
    await importBatch();
    const result = await drainWith(() => ({ kind: 'done', record: null, records: students.map((s) => ({ ...s, version: 1 })) }));
    expect(result.state).toBe('idle');
    expect(await database.outbox.count()).toBe(0);
    expect((await database.students.toArray()).map((s) => s.version)).toEqual([1, 1, 1]);
  });

  it('discarding a refused import removes its records and every later change of them', async () => {
    const row = await importBatch();
    await saveLocally(USER, { entity: 'students', operation: 'update', targetId: 's1', request: { method: 'PATCH', path: '/students/s1', body: { student_name: 'Edited' } }, patch: { student_name: 'Edited' }, label: 'Edit' }, database);
    await drainWith(() => ({ kind: 'rejected', message: 'Validation failed. Please check all fields.' }));
    expect((await database.outbox.get(row.id))?.status).toBe('failed');
    await discardRow(row.id, undefined, database);
    expect(await database.students.count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
  });
});
