/**
 * The device's database: the mirror of every entity, the outbox of unsent changes, sync cursors,
 * and what the service worker needs to drain the outbox with no page open (token, API root).
 */
import Dexie, { type Table } from 'dexie';
import type { OutboxRow } from '../outbox/outbox-types';
import type { EntityName, Scope, SyncedRecord } from './entities';

export interface ScopeState {
  scope: Scope;
  /** The sync cursor: the last change this device has. */
  cursor: string | null;
  /** When the last pull finished (ms since epoch). */
  pulledAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class AppDb extends Dexie {
  schools!: Table<SyncedRecord, string>;
  classes!: Table<SyncedRecord, string>;
  subjects!: Table<SyncedRecord, string>;
  students!: Table<SyncedRecord, string>;
  teachers!: Table<SyncedRecord, string>;
  books!: Table<SyncedRecord, string>;
  devices!: Table<SyncedRecord, string>;
  contents!: Table<SyncedRecord, string>;
  masterClasses!: Table<SyncedRecord, string>;
  masterSubjects!: Table<SyncedRecord, string>;
  outbox!: Table<OutboxRow, string>;
  scopes!: Table<ScopeState, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'shala-admin') {
    super(name);
    this.version(1).stores({
      schools: '_id, school_name, status',
      classes: '_id, school_id',
      subjects: '_id, school_id',
      students: '_id, school_id, class_id',
      teachers: '_id, school_id',
      books: '_id, school_id',
      devices: '_id, school_id',
      contents: '_id, class, subject, content_type',
      masterClasses: '_id',
      masterSubjects: '_id, subject_master_class_id',
      outbox: 'id, status, targetId, *targetIds, entity, userId',
      scopes: 'scope',
      meta: 'key',
    });
  }

  entity(name: EntityName): Table<SyncedRecord, string> {
    return this.table(name);
  }

  entityTables(): Table<SyncedRecord, string>[] {
    return [
      this.schools,
      this.classes,
      this.subjects,
      this.students,
      this.teachers,
      this.books,
      this.devices,
      this.contents,
      this.masterClasses,
      this.masterSubjects,
    ];
  }
}

export const db = new AppDb();

/** Everything on the device, for logout on a shared tablet. */
export async function wipeDevice(database: AppDb = db): Promise<void> {
  await database.transaction('rw', database.tables, async () => {
    await Promise.all(database.tables.map((table) => table.clear()));
  });
}
