import { describe, expect, it, vi } from 'vitest';
import { onOutboxChanged } from '../../../src/data/outbox/outbox-events';
import { nextSendable, rowsInOrder } from '../../../src/data/outbox/outbox-queue';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import { idTime, isId, newId, newIdAfter } from '../../../src/domain/ids';
import { USER_A, createChange, deleteChange, editChange, school, testClock, withTestDb } from './factories';

const t = withTestDb();

describe('saveLocally: the change and its row together (docs/sync.md, "Outbox rows")', () => {
  it('a create puts the new record and a waiting row with no base version', async () => {
    const now = Date.UTC(2026, 1, 1);
    const record = { _id: 'n1', school_name: 'New School', status: 'active' };
    const row = await saveLocally(USER_A, createChange('schools', record, ['up1']), t.db, now);

    expect(await t.db.schools.get('n1')).toEqual(record);
    expect(await t.db.outbox.toArray()).toEqual([row]);
    expect(isId(row.id)).toBe(true);
    expect(row).toMatchObject({
      key: row.id,
      userId: USER_A,
      entity: 'schools',
      operation: 'create',
      targetId: 'n1',
      status: 'waiting',
      attempts: 0,
      previous: null,
      dependsOn: ['up1'],
      createdAt: now,
      request: { method: 'POST', path: '/schools', body: record },
    });
    expect(row.baseVersion).toBeUndefined();
  });

  it("an edit takes the mirror's version as base and keeps the record as it was", async () => {
    const before = school('x', { version: 7, phone: '1' });
    await t.db.entity('schools').put(before);
    const row = await saveLocally(USER_A, editChange('schools', 'x', { phone: '2' }), t.db);

    expect(row.baseVersion).toBe(7);
    expect(row.previous).toEqual(before);
    expect(row.dependsOn).toEqual([]);
    expect(await t.db.schools.get('x')).toEqual({ ...before, phone: '2' });
    expect(await t.db.outbox.get(row.id)).toEqual(row);
  });

  it('a delete removes the record and keeps it in the row for a discard', async () => {
    const before = school('x', { version: 5 });
    await t.db.entity('schools').put(before);
    const row = await saveLocally(USER_A, deleteChange('schools', 'x'), t.db);
    expect(await t.db.schools.get('x')).toBeUndefined();
    expect(row).toMatchObject({ operation: 'delete', baseVersion: 5, previous: before });
  });

  it('tells the drainer once per change saved', async () => {
    const seen = vi.fn();
    const stop = onOutboxChanged(seen);
    await saveLocally(USER_A, createChange('schools', { _id: 'n1', school_name: 'N' }), t.db);
    expect(seen).toHaveBeenCalledTimes(1);
    await saveLocally(USER_A, editChange('schools', 'n1', { phone: '1' }), t.db);
    stop();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('is atomic: when the row cannot be written, the record change is undone too', async () => {
    const before = school('x', { version: 3 });
    await t.db.entity('schools').put(before);
    const listener = vi.fn();
    const stop = onOutboxChanged(listener);
    // A function cannot be stored in IndexedDB: the record is written first, then the row fails.
    const change = editChange('schools', 'x', { school_name: 'Half saved' });
    change.request.body = { school_name: 'Half saved', notStorable: () => 1 };

    await expect(saveLocally(USER_A, change, t.db)).rejects.toThrow();
    stop();
    expect(await t.db.schools.get('x')).toEqual(before);
    expect(await t.db.outbox.count()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is atomic for a create as well: no record without its row', async () => {
    vi.spyOn(t.db.outbox, 'add').mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(
      saveLocally(USER_A, createChange('schools', { _id: 'n1', school_name: 'N' }), t.db),
    ).rejects.toThrow('disk full');
    expect(await t.db.schools.get('n1')).toBeUndefined();
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('saveLocally: editing a record whose change the server refused', () => {
  async function refusedEdit() {
    const before = school('x', { version: 3, phone: '1' });
    await t.db.entity('schools').put(before);
    const row = await saveLocally(USER_A, editChange('schools', 'x', { school_name: '', phone: '2' }), t.db);
    await t.db.outbox.update(row.id, {
      status: 'failed',
      attempts: 1,
      lastError: 'Validation failed',
      fieldErrors: { school_name: 'School name is required' },
    });
    return { before, row };
  }

  it('merges into the refused row with a new key and sends it again', async () => {
    const { before, row } = await refusedEdit();
    const fix = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'Fixed name' }), t.db);

    const rows = await t.db.outbox.toArray();
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(fix.id).toBe(row.id);
    expect(stored.id).toBe(row.id);
    expect(stored.key).not.toBe(row.key);
    expect(isId(stored.key)).toBe(true);
    expect(stored.status).toBe('waiting');
    expect(stored.lastError).toBeUndefined();
    expect(stored.fieldErrors).toBeUndefined();
    expect(stored.patch).toEqual({ school_name: 'Fixed name', phone: '2' });
    expect(stored.request.body).toEqual({ school_name: 'Fixed name', phone: '2' });
    expect(stored.baseVersion).toBe(3);
    expect(stored.previous).toEqual(before);
    expect(stored.label).toBe('Edit schools x');
    expect(await t.db.schools.get('x')).toEqual({ ...before, school_name: 'Fixed name', phone: '2' });
    expect(nextSendable(await rowsInOrder(t.db), USER_A)?.id).toBe(row.id);
  });

  it('a fix placing the record under a class created offline since keeps both needs and waits for the class', async () => {
    const clock = testClock();
    const pupil = await saveLocally(
      USER_A,
      createChange('students', { _id: 's1', student_name: 'Ravi', roll_number: '7' }, ['sch']),
      t.db,
      clock(),
    );
    await t.db.outbox.update(pupil.id, { status: 'failed', lastError: 'Roll number taken' });
    const klass = await saveLocally(USER_A, createChange('classes', { _id: 'c9', class_name: '9' }), t.db, clock());
    await saveLocally(USER_A, editChange('students', 's1', { class_id: 'c9', roll_number: '8' }, ['c9']), t.db, clock());

    const fixed = await t.db.outbox.get(pupil.id);
    expect(fixed?.dependsOn).toEqual(['sch', 'c9']);
    expect(fixed?.request.body).toMatchObject({ class_id: 'c9', roll_number: '8' });
    // Sent before the class exists on the server, the fix would be refused again.
    expect(nextSendable(await rowsInOrder(t.db), USER_A)?.id).toBe(klass.id);
    await t.db.outbox.delete(klass.id);
    expect(nextSendable(await rowsInOrder(t.db), USER_A)?.id).toBe(pupil.id);
  });

  it('a delete of a refused record is a change of its own, queued behind it', async () => {
    const { row } = await refusedEdit();
    const del = await saveLocally(USER_A, deleteChange('schools', 'x'), t.db);
    expect(del.id).not.toBe(row.id);
    expect((await t.db.outbox.get(row.id))?.status).toBe('failed');
    expect(await t.db.outbox.count()).toBe(2);
  });
});

describe('saveLocally: rows go in the order they were saved', () => {
  it('keeps the order of changes saved within one millisecond', async () => {
    const now = Date.UTC(2026, 1, 1, 10);
    await t.db.entity('schools').put(school('x', { version: 1 }));
    const saved: string[] = [];
    for (let i = 0; i < 20; i++) {
      const change = editChange('schools', 'x', { phone: String(i) });
      change.label = `edit ${i}`;
      saved.push((await saveLocally(USER_A, change, t.db, now)).label);
    }
    expect((await rowsInOrder(t.db)).map((r) => r.label)).toEqual(saved);
  });

  it("keeps the order when the tablet's clock is set back between two changes", async () => {
    const clock = testClock();
    const create = await saveLocally(
      USER_A,
      createChange('schools', { _id: 'n', school_name: 'New' }),
      t.db,
      clock(),
    );
    // The tablet's clock is corrected by an hour (a dead battery, a network time fix): later, yet an earlier time.
    const edit = await saveLocally(
      USER_A,
      editChange('schools', 'n', { phone: '5' }),
      t.db,
      clock() - 3_600_000,
    );
    expect((await rowsInOrder(t.db)).map((r) => r.id)).toEqual([create.id, edit.id]);
    expect(nextSendable(await rowsInOrder(t.db), USER_A)?.id).toBe(create.id);
  });

  it('keeps ids increasing after a time that is no number or a last id that is no UUIDv7', () => {
    const ids = [newId(), newId(Number.NaN), newIdAfter('not-an-id'), newIdAfter('not-an-id', Number.NaN), newId()];
    expect(ids.every((id) => idTime(id) > Date.UTC(2026, 0, 1))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });
});
