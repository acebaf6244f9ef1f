import { describe, expect, it } from 'vitest';
import {
  completeRow,
  completeRows,
  nextSendable,
  reconcile,
  rowsInOrder,
  withPendingChanges,
} from '../../../src/data/outbox/outbox-queue';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import {
  USER_A,
  USER_B,
  createChange,
  editChange,
  makeRow,
  school,
  testClock,
  withTestDb,
} from './factories';

const CLASS = 'c1';
const OTHER = 'c2';

describe('nextSendable: which row goes next (docs/sync.md, "Order and dependencies")', () => {
  it('takes the first waiting row in order', () => {
    const rows = [makeRow({ targetId: CLASS }), makeRow({ targetId: OTHER })];
    expect(nextSendable(rows, USER_A)).toBe(rows[0]);
  });

  it.each(['failed', 'conflict', 'sending'] as const)(
    'a %s row holds back later rows of the same record only',
    (status) => {
      const stuck = makeRow({ targetId: CLASS, status });
      const sameRecord = makeRow({ targetId: CLASS });
      const otherRecord = makeRow({ targetId: OTHER });
      expect(nextSendable([stuck, sameRecord, otherRecord], USER_A)).toBe(otherRecord);
      expect(nextSendable([stuck, sameRecord], USER_A)).toBeUndefined();
    },
  );

  it('a row that needs a record an unfinished earlier row creates waits; rows needing nothing do not', () => {
    const createClass = makeRow({ targetId: CLASS, operation: 'create', status: 'failed' });
    const student = makeRow({ entity: 'students', targetId: 's1', operation: 'create', dependsOn: [CLASS] });
    const unrelated = makeRow({ entity: 'students', targetId: 's2', operation: 'create', dependsOn: [] });
    expect(nextSendable([createClass, student, unrelated], USER_A)).toBe(unrelated);
    expect(nextSendable([createClass, student], USER_A)).toBeUndefined();
  });

  it('a row needing a record that a later row creates waits for it (a refused create fixed since)', () => {
    const student = makeRow({ entity: 'students', targetId: 's1', operation: 'create', dependsOn: [CLASS] });
    const createClass = makeRow({ entity: 'classes', targetId: CLASS, operation: 'create' });
    expect(nextSendable([student, createClass], USER_A)).toBe(createClass);
    expect(nextSendable([student], USER_A)).toBe(student);
  });

  it('a row that needs a record already on the server (no row creates it) goes at once', () => {
    const student = makeRow({ entity: 'students', targetId: 's1', operation: 'create', dependsOn: [CLASS] });
    expect(nextSendable([student], USER_A)).toBe(student);
  });

  it('a row needing a record whose create is blocked waits too, whatever the length of the chain', () => {
    const school1 = makeRow({ targetId: 'sch', operation: 'create', status: 'conflict' });
    const klass = makeRow({ entity: 'classes', targetId: CLASS, operation: 'create', dependsOn: ['sch'] });
    const student = makeRow({ entity: 'students', targetId: 's1', operation: 'create', dependsOn: [CLASS] });
    expect(nextSendable([school1, klass, student], USER_A)).toBeUndefined();
  });

  it('a row depending only on a record whose create is done is not held back by a refused *edit* of it', () => {
    // docs/sync.md, "Order and dependencies": a row waits "while a row that creates a record it references has not succeeded";
    // "rows that depend on nothing unfinished never wait". A class that exists on the server is finished.
    const refusedClassEdit = makeRow({
      entity: 'classes',
      targetId: CLASS,
      operation: 'update',
      status: 'failed',
    });
    const student = makeRow({ entity: 'students', targetId: 's1', operation: 'create', dependsOn: [CLASS] });
    expect(nextSendable([refusedClassEdit, student], USER_A)).toBe(student);
  });

  it("never picks another user's row, and picks up this user's rows behind them", () => {
    const theirs = makeRow({ userId: USER_B, targetId: OTHER });
    const mine = makeRow({ userId: USER_A, targetId: CLASS });
    expect(nextSendable([theirs, mine], USER_A)).toBe(mine);
    expect(nextSendable([theirs], USER_A)).toBeUndefined();
    expect(nextSendable([theirs, mine], USER_B)).toBe(theirs);
  });

  it('gives nothing when nothing waits', () => {
    expect(nextSendable([], USER_A)).toBeUndefined();
    expect(
      nextSendable([makeRow({ status: 'failed' }), makeRow({ status: 'conflict' })], USER_A),
    ).toBeUndefined();
  });
});

describe('rowsInOrder', () => {
  const t = withTestDb();

  it('reads the outbox by id, whatever order the rows were written in', async () => {
    const rows = [makeRow(), makeRow(), makeRow(), makeRow()];
    await t.db.outbox.bulkAdd([rows[2]!, rows[0]!, rows[3]!, rows[1]!]);
    expect((await rowsInOrder(t.db)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('withPendingChanges: what the device shows', () => {
  it('lays each waiting change over the server record in order', () => {
    const base = school('x', { phone: '1' });
    const shown = withPendingChanges(base, [
      makeRow({ targetId: 'x', patch: { school_name: 'A', phone: '2' } }),
      makeRow({ targetId: 'x', patch: { phone: '3' } }),
    ]);
    expect(shown).toEqual({ ...base, school_name: 'A', phone: '3' });
    expect(base.phone).toBe('1');
  });

  it('a delete hides the record; a create builds it from nothing', () => {
    expect(
      withPendingChanges(school('x'), [makeRow({ targetId: 'x', operation: 'delete', patch: {} })]),
    ).toBeNull();
    expect(
      withPendingChanges(null, [
        makeRow({ targetId: 'x', operation: 'create', patch: { school_name: 'N' } }),
      ]),
    ).toEqual({
      _id: 'x',
      school_name: 'N',
    });
    expect(withPendingChanges(null, [])).toBeNull();
  });
});

describe('completeRow: a 2xx answer', () => {
  const t = withTestDb();

  it('deletes the row and makes the server record the mirror, exactly', async () => {
    await t.db.entity('schools').put(school('x', { version: 3 }));
    const row = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'Mine' }), t.db);
    const server = school('x', { school_name: 'Mine', version: 4, updatedAt: 'server-time' });
    await completeRow(t.db, row, server);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.schools.get('x')).toEqual(server);
  });

  it('re-applies later rows of the same record and gives them the returned version as base', async () => {
    const clock = testClock();
    await t.db.entity('schools').put(school('x', { version: 3 }));
    await t.db.entity('schools').put(school('y', { version: 9 }));
    const first = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'A' }), t.db, clock());
    const second = await saveLocally(USER_A, editChange('schools', 'x', { phone: '99' }), t.db, clock());
    const otherRecord = await saveLocally(USER_A, editChange('schools', 'y', { phone: '1' }), t.db, clock());
    expect(second.baseVersion).toBe(3);

    await completeRow(t.db, first, school('x', { school_name: 'A', version: 4, updatedAt: 'v4' }));
    expect((await t.db.outbox.get(second.id))?.baseVersion).toBe(4);
    expect((await t.db.outbox.get(otherRecord.id))?.baseVersion).toBe(9);
    expect(await t.db.schools.get('x')).toEqual(
      school('x', { school_name: 'A', phone: '99', version: 4, updatedAt: 'v4' }),
    );
  });

  it('an answer with no body keeps what the device shows', async () => {
    await t.db.entity('schools').put(school('x'));
    const row = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'A' }), t.db);
    await completeRow(t.db, row, null);
    expect(await t.db.schools.get('x')).toEqual(school('x', { school_name: 'A' }));
  });

  it('a delete leaves the record gone even if the server answers it', async () => {
    await t.db.entity('schools').put(school('x'));
    const row = makeRow({ targetId: 'x', operation: 'delete', patch: {}, previous: school('x') });
    await t.db.outbox.add(row);
    await t.db.schools.delete('x');
    await completeRow(t.db, row, school('x', { version: 4, deleted: true }));
    expect(await t.db.schools.get('x')).toBeUndefined();
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('many rows at once, of several records and tables: each as if it were completed alone', async () => {
    const clock = testClock();
    await t.db.entity('schools').bulkPut([school('x', { version: 3 }), school('y'), school('z')]);
    await t.db.entity('classes').put({ _id: 'k', class_name: 'Class 5', version: 2 });
    const editX = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'A' }), t.db, clock());
    const laterX = await saveLocally(USER_A, editChange('schools', 'x', { phone: '99' }), t.db, clock());
    const editY = await saveLocally(USER_A, editChange('schools', 'y', { school_name: 'B' }), t.db, clock());
    const deleteZ = makeRow({ targetId: 'z', operation: 'delete', patch: {}, previous: school('z') });
    await t.db.outbox.add(deleteZ);
    await t.db.schools.delete('z');
    const editK = await saveLocally(USER_A, editChange('classes', 'k', { class_name: 'Class 6' }), t.db, clock());

    await completeRows(t.db, [
      { row: editX, record: school('x', { school_name: 'A', version: 4, updatedAt: 'v4' }) },
      { row: editY, record: null },
      { row: deleteZ, record: school('z', { version: 2, deleted: true }) },
      { row: editK, record: { _id: 'k', class_name: 'Class 6', version: 3 } },
    ]);
    expect((await t.db.outbox.toArray()).map((row) => [row.id, row.baseVersion])).toEqual([[laterX.id, 4]]);
    expect(await t.db.schools.get('x')).toEqual(
      school('x', { school_name: 'A', phone: '99', version: 4, updatedAt: 'v4' }),
    );
    expect(await t.db.schools.get('y')).toEqual(school('y', { school_name: 'B' }));
    expect(await t.db.schools.get('z')).toBeUndefined();
    expect(await t.db.entity('classes').get('k')).toEqual({ _id: 'k', class_name: 'Class 6', version: 3 });
  });

  it('reconcile without a version leaves the later rows’ base alone', async () => {
    const later = makeRow({ targetId: 'x', baseVersion: 3, patch: { phone: '5' } });
    await t.db.outbox.add(later);
    await reconcile(t.db, later, { _id: 'x', school_name: 'No version' });
    expect((await t.db.outbox.get(later.id))?.baseVersion).toBe(3);
    expect(await t.db.schools.get('x')).toEqual({ _id: 'x', school_name: 'No version', phone: '5' });
  });

  it('a create answered with the server record becomes the base of an edit made offline', async () => {
    const clock = testClock();
    const create = await saveLocally(
      USER_A,
      createChange('schools', { _id: 'n', school_name: 'New' }),
      t.db,
      clock(),
    );
    const edit = await saveLocally(USER_A, editChange('schools', 'n', { phone: '7' }), t.db, clock());
    expect(edit.baseVersion).toBeUndefined();
    await completeRow(t.db, create, { _id: 'n', school_name: 'New', version: 1, createdAt: 'c' });
    expect((await t.db.outbox.get(edit.id))?.baseVersion).toBe(1);
    expect(await t.db.schools.get('n')).toEqual({
      _id: 'n',
      school_name: 'New',
      version: 1,
      createdAt: 'c',
      phone: '7',
    });
  });
});
