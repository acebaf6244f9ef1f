import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '../../../src/data/db/app-db';
import { classifyAnswer } from '../../../src/data/outbox/classify-answer';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { nextSendable, rowsInOrder, sendableRows } from '../../../src/data/outbox/outbox-queue';
import type { OutboxAnswer, OutboxRow } from '../../../src/data/outbox/outbox-types';
import { discardRow, onFullPullNeeded } from '../../../src/data/outbox/pending-actions';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import { saveManyLocally } from '../../../src/data/outbox/save-many-locally';
import { pullScope, type FetchSyncPage } from '../../../src/data/sync/pull-scope';

const USER = 'user-1';
let database: AppDb;

beforeEach(async () => {
  database = new AppDb(`many-${crypto.randomUUID()}`);
  await database.open();
  await database.entity('schools').put({ _id: 'school-1', school_name: 'ZP School', academic_year: '2026-27', version: 3 });
  await database.entity('classes').put({ _id: 'c5', school_id: 'school-1', grade: 5, section: 'A', version: 1 });
  await database.entity('students').bulkPut([
    { _id: 's1', school_id: 'school-1', class_id: 'c5', student_name: 'Asha', version: 2 },
    { _id: 's2', school_id: 'school-1', class_id: 'c5', student_name: 'Ravi', version: 2 },
  ]);
});
afterEach(() => database.delete());

/** The year moves both pupils into a class it makes, and sets the school's year. */
function newYear() {
  return saveManyLocally(
    USER,
    {
      entity: 'schools',
      records: [
        { entity: 'schools', record: { _id: 'school-1', school_name: 'ZP School', academic_year: '2027-28', version: 3 } },
        { entity: 'classes', record: { _id: 'c6', school_id: 'school-1', grade: 6, section: 'A' } },
        { entity: 'students', record: { _id: 's1', school_id: 'school-1', class_id: 'c6', student_name: 'Asha', version: 2 } },
        { entity: 'students', record: { _id: 's2', school_id: 'school-1', class_id: 'c6', student_name: 'Ravi', version: 2 } },
      ],
      request: { method: 'POST', path: '/schools/school-1/new-year', body: { from_year: '2026-27' } },
      label: 'Start the new year',
    },
    database,
  );
}

const drainWith = (answer: (row: OutboxRow) => OutboxAnswer) =>
  drainOutbox({
    db: database,
    send: (row) => Promise.resolve(answer(row)),
    getAuth: () => Promise.resolve({ token: 't', userId: USER }),
    onUnauthorized: () => undefined,
  });

const editAsha = () =>
  saveLocally(
    USER,
    {
      entity: 'students',
      operation: 'update',
      targetId: 's1',
      request: { method: 'PUT', path: '/students/s1', body: { student_name: 'Asha K' } },
      patch: { student_name: 'Asha K' },
      label: 'Edit',
    },
    database,
  );

describe('saveManyLocally', () => {
  it('changes every record and queues one row naming them all, with what each was before', async () => {
    const row = await newYear();
    expect(await database.outbox.count()).toBe(1);
    expect(row.targetIds?.sort()).toEqual(['c6', 's1', 's2', 'school-1']);
    expect((await database.schools.get('school-1'))?.academic_year).toBe('2027-28');
    expect((await database.students.toArray()).map((s) => s.class_id)).toEqual(['c6', 'c6']);
    expect(row.before?.find((each) => each._id === 'c6')?.previous).toBeNull();
    expect(row.before?.find((each) => each._id === 's1')?.previous).toMatchObject({ class_id: 'c5' });
  });

  it('holds back a later change of one of its records, and a change needing a class it makes', async () => {
    await newYear();
    await editAsha();
    await saveLocally(
      USER,
      {
        entity: 'students',
        operation: 'create',
        targetId: 's3',
        request: { method: 'POST', path: '/students', body: { class_id: 'c6' } },
        patch: { _id: 's3', class_id: 'c6', school_id: 'school-1' },
        label: 'Add',
        dependsOn: ['c6'],
      },
      database,
    );
    const rows = await rowsInOrder(database);
    expect(sendableRows(rows, USER).map((row) => row.request.path)).toEqual(['/schools/school-1/new-year']);
    await database.outbox.update(rows[0]!.id, { status: 'failed' });
    expect(nextSendable(await rowsInOrder(database), USER)).toBeUndefined();
  });

  it('accepted: keeps the device copy of each record and lets later changes go on top of it', async () => {
    await newYear();
    await editAsha();
    await drainWith((row) =>
      row.request.path.endsWith('new-year')
        ? { kind: 'done', record: { _id: 'school-1', academic_year: '2027-28', version: 4 } }
        : { kind: 'done', record: { _id: 's1', class_id: 'c6', student_name: 'Asha K', version: 3 } },
    );
    expect(await database.outbox.count()).toBe(0);
    expect(await database.schools.get('school-1')).toMatchObject({ academic_year: '2027-28', version: 4 });
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c6', student_name: 'Asha K', version: 3 });
    expect(await database.classes.get('c6')).toMatchObject({ grade: 6 });
  });

  it("accepted: the answer's versions become the copies' versions and the base of later changes of them", async () => {
    await newYear();
    await editAsha();
    const sent: OutboxRow[] = [];
    // The server's answer: the school, counts, and every changed record's new version.
    const newYearAnswer = {
      message: 'The new year has started',
      data: {
        school: { _id: 'school-1', academic_year: '2027-28' },
        moved: 2,
        records: [
          { entity: 'schools', _id: 'school-1', version: 4 },
          { entity: 'classes', _id: 'c6', version: 1 },
          { entity: 'students', _id: 's1', version: 3 },
          { entity: 'students', _id: 's2', version: 3 },
          { entity: 'students', _id: 'not-on-this-device', version: 7 },
        ],
      },
    };
    await drainWith((row) => {
      sent.push(structuredClone(row));
      return row.request.path.endsWith('new-year')
        ? classifyAnswer(200, newYearAnswer)
        : { kind: 'done', record: { _id: 's1', class_id: 'c6', student_name: 'Asha K', version: 4 } };
    });
    // The name change went with the version the start gave Asha, not the one she had before it.
    expect(sent.map((row) => [row.request.path, row.baseVersion])).toEqual([
      ['/schools/school-1/new-year', undefined],
      ['/students/s1', 3],
    ]);
    expect(await database.schools.get('school-1')).toMatchObject({ academic_year: '2027-28', version: 4 });
    expect(await database.classes.get('c6')).toMatchObject({ grade: 6, version: 1 });
    expect(await database.students.get('s1')).toMatchObject({ student_name: 'Asha K', version: 4 });
    expect(await database.students.get('s2')).toMatchObject({ class_id: 'c6', version: 3 });
    expect(await database.students.get('not-on-this-device')).toBeUndefined();
  });

  it('discarding it refused puts every record back as it was, later changes kept on top', async () => {
    const row = await newYear();
    await editAsha();
    await drainWith(() => ({ kind: 'rejected', message: 'changed since the preview' }));
    expect((await database.outbox.get(row.id))?.status).toBe('failed');
    await discardRow(row.id, undefined, database);
    expect((await database.schools.get('school-1'))?.academic_year).toBe('2026-27');
    expect(await database.classes.get('c6')).toBeUndefined();
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c5', student_name: 'Asha K' });
    expect(await database.students.get('s2')).toMatchObject({ class_id: 'c5' });
    expect((await rowsInOrder(database)).map((each) => each.request.path)).toEqual(['/students/s1']);
  });

  it('dropped: the school\'s next pull is a full one, asked for at once, and brings what others changed meanwhile', async () => {
    await database.scopes.put({ scope: 'school:school-1', cursor: '50', pulledAt: 1 });
    const row = await newYear();
    // Another device deletes Ravi; the pull skips him (the row names him) yet moves its cursor past it.
    const sinces: Array<string | null> = [];
    const fetchPage = vi.fn<FetchSyncPage>((_scope, since) => {
      sinces.push(since);
      return Promise.resolve({ changes: [], tombstones: [{ entity: 'students', _id: 's2' }], cursor: '60', hasMore: false });
    });
    await pullScope('school:school-1', fetchPage, database);
    expect(await database.students.get('s2')).toBeDefined();
    await drainWith(() => ({ kind: 'rejected', message: 'changed since the preview' }));
    const asked = vi.fn();
    const stop = onFullPullNeeded(asked);
    try {
      await discardRow(row.id, undefined, database);
    } finally {
      stop();
    }
    expect(asked).toHaveBeenCalledWith('school:school-1');
    expect((await database.scopes.get('school:school-1'))?.cursor).toBeNull();
    await pullScope('school:school-1', fetchPage, database);
    expect(sinces).toEqual(['50', null]);
    expect(await database.students.get('s2')).toBeUndefined();
  });

  it('an edit refused before it, then discarded: the record keeps the move, on the base under both', async () => {
    const edit = await editAsha();
    await drainWith(() => ({ kind: 'rejected', message: 'Roll number taken' }));
    const row = await newYear();
    expect(row.before?.find((each) => each._id === 's1')?.previous).toMatchObject({ student_name: 'Asha' });
    await discardRow(edit.id, undefined, database);
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c6', student_name: 'Asha' });
    await discardRow(row.id, undefined, database);
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c5', student_name: 'Asha' });
  });

  it('the new year discarded first: the refused edit before it stays, on the record as the server has it', async () => {
    const edit = await editAsha();
    await drainWith(() => ({ kind: 'rejected', message: 'Roll number taken' }));
    const row = await newYear();
    await discardRow(row.id, undefined, database);
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c5', student_name: 'Asha K' });
    expect((await database.outbox.get(edit.id))?.previous).toMatchObject({ class_id: 'c5', student_name: 'Asha' });
    await discardRow(edit.id, undefined, database);
    expect(await database.students.get('s1')).toMatchObject({ class_id: 'c5', student_name: 'Asha' });
  });
});
