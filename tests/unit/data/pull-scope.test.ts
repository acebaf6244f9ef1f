import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scope, SyncedRecord } from '../../../src/data/db/entities';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { saveLocally } from '../../../src/data/outbox/save-locally';
import { pullScope, type FetchSyncPage } from '../../../src/data/sync/pull-scope';
import { USER_A, drainDeps, editChange, fakeSend, school, withTestDb } from './factories';

const t = withTestDb();
const SCOPE: Scope = 'school:s1';

afterEach(() => {
  vi.useRealTimers();
});

const student = (id: string, overrides: Partial<SyncedRecord> = {}): SyncedRecord => ({
  _id: id,
  student_name: `Student ${id}`,
  school_id: 's1',
  version: 1,
  ...overrides,
});

interface Page {
  changes?: Array<{ entity: string; record: SyncedRecord }>;
  tombstones?: Array<{ entity: string; _id: string }>;
  cursor?: string | number | null;
  hasMore?: boolean;
}

/** A fake /sync that answers the given pages in turn and remembers each `since`. */
function syncServer(...pages: Array<Page | (() => Page | Promise<Page>)>) {
  const sinces: Array<string | null> = [];
  const fetchPage = vi.fn<FetchSyncPage>(async (_scope, since) => {
    sinces.push(since);
    const page = pages[sinces.length - 1];
    if (!page) throw new Error(`no page ${sinces.length}`);
    return {
      success: true,
      changes: [],
      tombstones: [],
      ...(typeof page === 'function' ? await page() : page),
    };
  });
  return { fetchPage, sinces };
}

describe('pullScope: paging and the cursor', () => {
  it('asks page after page from the last cursor until hasMore is false, and keeps every record', async () => {
    const { fetchPage, sinces } = syncServer(
      { changes: [{ entity: 'students', record: student('a') }], cursor: '10', hasMore: true },
      {
        changes: [{ entity: 'teachers', record: { _id: 't1', teacher_name: 'Ms Iyer' } }],
        cursor: 20,
        hasMore: true,
      },
      { changes: [{ entity: 'students', record: student('b') }], cursor: '30', hasMore: false },
    );
    await pullScope(SCOPE, fetchPage, t.db);
    expect(sinces).toEqual([null, '10', '20']);
    expect(fetchPage).toHaveBeenCalledWith(SCOPE, null);
    expect((await t.db.students.toArray()).map((s) => s._id)).toEqual(['a', 'b']);
    expect(await t.db.teachers.get('t1')).toEqual({ _id: 't1', teacher_name: 'Ms Iyer' });
    expect(await t.db.scopes.get(SCOPE)).toMatchObject({ cursor: '30' });
  });

  it('the next pull starts from the stored cursor', async () => {
    await t.db.scopes.put({ scope: SCOPE, cursor: '41', pulledAt: 5 });
    const { fetchPage, sinces } = syncServer({ cursor: '41', hasMore: false });
    await pullScope(SCOPE, fetchPage, t.db);
    expect(sinces).toEqual(['41']);
  });

  it('sets pulledAt only when the last page is in; until then the earlier time stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T14:02:00.000Z'));
    await t.db.scopes.put({ scope: SCOPE, cursor: '5', pulledAt: 1234 });
    let midway: unknown;
    const { fetchPage } = syncServer(
      { changes: [{ entity: 'students', record: student('a') }], cursor: '10', hasMore: true },
      async () => {
        midway = await t.db.scopes.get(SCOPE);
        return { cursor: '11', hasMore: false };
      },
    );
    await pullScope(SCOPE, fetchPage, t.db);
    expect(midway).toEqual({ scope: SCOPE, cursor: '10', pulledAt: 1234 });
    expect(await t.db.scopes.get(SCOPE)).toEqual({
      scope: SCOPE,
      cursor: '11',
      pulledAt: Date.parse('2026-03-01T14:02:00.000Z'),
    });
  });

  it('a first pull broken off keeps the pages it has, with no pulledAt, and carries on from there', async () => {
    const first = syncServer(
      { changes: [{ entity: 'students', record: student('a') }], cursor: '10', hasMore: true },
      () => {
        throw new Error('Cannot reach the server');
      },
    );
    await expect(pullScope(SCOPE, first.fetchPage, t.db)).rejects.toThrow('Cannot reach the server');
    expect(await t.db.scopes.get(SCOPE)).toEqual({ scope: SCOPE, cursor: '10', pulledAt: 0 });
    expect(await t.db.students.get('a')).toBeDefined();

    const second = syncServer({ cursor: '12', hasMore: false });
    await pullScope(SCOPE, second.fetchPage, t.db);
    expect(second.sinces).toEqual(['10']);
  });

  it('an answer that is not a page is an error, and nothing is written', async () => {
    const fetchPage = vi.fn<FetchSyncPage>(() => Promise.resolve('<html>portal</html>'));
    await expect(pullScope(SCOPE, fetchPage, t.db)).rejects.toThrow('Invalid response from server');
    expect(await t.db.scopes.get(SCOPE)).toBeUndefined();
  });

  it('a page with no cursor keeps the one the device has', async () => {
    await t.db.scopes.put({ scope: SCOPE, cursor: '7', pulledAt: 1 });
    const { fetchPage } = syncServer({ cursor: null, hasMore: false });
    await pullScope(SCOPE, fetchPage, t.db);
    expect((await t.db.scopes.get(SCOPE))?.cursor).toBe('7');
  });

  it('two pulls of one scope at once share one series of requests', async () => {
    const { fetchPage } = syncServer({ cursor: '1', hasMore: true }, { cursor: '2', hasMore: false });
    await Promise.all([pullScope(SCOPE, fetchPage, t.db), pullScope(SCOPE, fetchPage, t.db)]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});

describe('pullScope: entities this build does not know', () => {
  it('says which ones and how many on the console instead of dropping them silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchPage } = syncServer({
      changes: [
        { entity: 'students', record: student('a') },
        { entity: 'bookings', record: { _id: 'b1' } },
        { entity: 'bookings', record: { _id: 'b2' } },
      ],
      tombstones: [{ entity: 'headsets', _id: 'h1' }],
      cursor: '4',
      hasMore: false,
    });
    await pullScope(SCOPE, fetchPage, t.db);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('bookings (2), headsets (1)');
    expect(await t.db.students.count()).toBe(1);
    warn.mockRestore();
  });

  it('stays quiet when every entity is known', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchPage } = syncServer({ changes: [{ entity: 'students', record: student('a') }], cursor: '1' });
    await pullScope(SCOPE, fetchPage, t.db);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('pullScope: what it writes', () => {
  it('replaces records, deletes tombstoned ones and ignores entities it does not know', async () => {
    await t.db.entity('students').bulkPut([student('a'), student('gone')]);
    const { fetchPage } = syncServer({
      changes: [
        { entity: 'students', record: student('a', { student_name: 'Renamed', version: 2 }) },
        { entity: 'notAnEntity', record: { _id: 'z' } },
        { entity: 'outbox', record: { _id: 'sneaky' } },
      ],
      tombstones: [
        { entity: 'students', _id: 'gone' },
        { entity: 'unknownThings', _id: 'a' },
      ],
      cursor: '3',
      hasMore: false,
    });
    await pullScope(SCOPE, fetchPage, t.db);
    expect(await t.db.students.toArray()).toEqual([student('a', { student_name: 'Renamed', version: 2 })]);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.scopes.get(SCOPE)).toMatchObject({ cursor: '3' });
  });

  it.each(['waiting', 'failed', 'conflict', 'sending'] as const)(
    'never overwrites nor deletes a record with a %s outbox row',
    async (status) => {
      await t.db.entity('schools').bulkPut([school('x', { version: 3 }), school('y', { version: 3 })]);
      const edit = await saveLocally(USER_A, editChange('schools', 'x', { school_name: 'Mine' }), t.db);
      const yEdit = await saveLocally(USER_A, editChange('schools', 'y', { phone: '1' }), t.db);
      await t.db.outbox.bulkUpdate([
        { key: edit.id, changes: { status } },
        { key: yEdit.id, changes: { status } },
      ]);
      const { fetchPage } = syncServer({
        changes: [{ entity: 'schools', record: school('x', { school_name: 'Theirs', version: 4 }) }],
        tombstones: [{ entity: 'schools', _id: 'y' }],
        cursor: '9',
        hasMore: false,
      });
      await pullScope('global', fetchPage, t.db);
      expect(await t.db.schools.get('x')).toMatchObject({ school_name: 'Mine', version: 3 });
      expect(await t.db.schools.get('y')).toMatchObject({ phone: '1' });
      expect(await t.db.scopes.get('global')).toMatchObject({ cursor: '9' });
    },
  );

  it('a page read before one of our changes was answered does not take the record back to an older version', async () => {
    // The device's last accepted change gave x version 3; the scope was last pulled before that.
    await t.db.entity('schools').put(school('x', { school_name: 'Accepted', version: 3 }));
    await saveLocally(USER_A, editChange('schools', 'x', { phone: '42' }), t.db);
    const v4 = school('x', { school_name: 'Accepted', phone: '42', version: 4 });
    const { fetchPage } = syncServer(async () => {
      // While the page is on its way, the drainer's change is answered with version 4…
      await drainOutbox(drainDeps(t.db, fakeSend(() => ({ kind: 'done', record: v4 })).send));
      // …and the page, read by the server just before, still carries version 3.
      return {
        changes: [{ entity: 'schools', record: school('x', { school_name: 'Accepted', version: 3 }) }],
        cursor: '8',
        hasMore: false,
      };
    });
    await pullScope('global', fetchPage, t.db);
    expect(await t.db.schools.get('x')).toEqual(v4);
  });
});

describe('pullScope: a cursor reset while pulling', () => {
  it('is not overwritten by the page on its way, and the pull goes on from the start', async () => {
    await t.db.scopes.put({ scope: SCOPE, cursor: '40', pulledAt: 1 });
    const { fetchPage, sinces } = syncServer(
      async () => {
        await t.db.scopes.update(SCOPE, { cursor: null });
        return { changes: [{ entity: 'students', record: student('a') }], cursor: '50', hasMore: false };
      },
      { changes: [{ entity: 'students', record: student('b') }], cursor: '50', hasMore: false },
    );
    await pullScope(SCOPE, fetchPage, t.db);
    expect(sinces).toEqual(['40', null]);
    expect((await t.db.scopes.get(SCOPE))?.cursor).toBe('50');
  });
});
