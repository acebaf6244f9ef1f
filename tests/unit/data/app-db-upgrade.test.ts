import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDb, entityStores } from '../../../src/data/db/app-db';

describe('the device database', () => {
  // Dexie 4 adds a table a registry entity gained at the same version: no version step per new entity.
  it('adds the users table to a database made before accounts were mirrored, keeping what it holds', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const before = Object.fromEntries(Object.entries(entityStores()).filter(([entity]) => entity !== 'users'));
    const old = new Dexie(name);
    old.version(1).stores({ ...before, outbox: 'id, status, targetId, *targetIds, entity, userId', scopes: 'scope', meta: 'key' });
    old.version(2).stores({ uploads: 'id, status, userId' });
    await old.table('schools').put({ _id: 's1', school_name: 'ZP School Velhe', status: 'active' });
    expect(old.tables.map((table) => table.name)).not.toContain('users');
    old.close();

    const upgraded = new AppDb(name);
    await upgraded.users.put({ _id: 'u1', email: 'asha@example.in' } as never);
    expect(await upgraded.users.count()).toBe(1);
    expect((await upgraded.schools.get('s1'))?.school_name).toBe('ZP School Velhe');
    upgraded.close();
    await Dexie.delete(name);
  });

  it('adds the index of pupils who left to a database made before it, keeping what it holds', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(1).stores({
      ...entityStores(),
      students: '_id, school_id, class_id',
      outbox: 'id, status, targetId, *targetIds, entity, userId',
      scopes: 'scope',
      meta: 'key',
    });
    old.version(2).stores({ uploads: 'id, status, userId' });
    await old.table('students').bulkPut([
      { _id: 'p1', school_id: 's1', left_year: '2026-27' },
      { _id: 'p2', school_id: 's1', left_year: null },
    ]);
    old.close();

    const upgraded = new AppDb(name);
    const left = await upgraded.students
      .where('[school_id+left_year]')
      .between(['s1', ''], ['s1', '\uffff'], false, true)
      .primaryKeys();
    expect(left).toEqual(['p1']);
    expect(await upgraded.students.count()).toBe(2);
    upgraded.close();
    await Dexie.delete(name);
  });
});
