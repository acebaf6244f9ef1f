/**
 * The device's database: the mirror of every entity, the outbox of unsent changes, files waiting to be
 * uploaded, sync cursors, and what the service worker needs to drain the outbox with no page open (token, API root).
 */
import Dexie, { type Table } from 'dexie';
import type { OutboxRow } from '../outbox/outbox-types';
import type { UploadRow } from '../uploads/upload-types';
import type { TrafficRow } from '../data-pack/traffic-store';
import { ENTITY_NAMES, SYNC_ENTITIES, type EntityName, type SyncedRecords } from '../../domain/sync/entity-registry';
import { deviceProjection } from './device-projection';
import type { Scope, SyncedRecord } from './entities';

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

/** A record of the mirror: its entity's fields, plus whatever else a server sent. */
export type Mirrored<K extends EntityName> = SyncedRecords[K] & SyncedRecord;

type EntityTables = { [K in EntityName]: Table<Mirrored<K>, string> };

/** The Dexie stores of the synced entities, from the registry: `_id` first, then the device's indexes. */
export function entityStores(): Record<EntityName, string> {
  return Object.fromEntries(
    SYNC_ENTITIES.map((entity) => [entity.name, ['_id', ...entity.indexes].join(', ')]),
  ) as Record<EntityName, string>;
}

// One typed table per registry entity, without naming them again here (Dexie adds the tables itself).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface AppDb extends EntityTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class AppDb extends Dexie {
  outbox!: Table<OutboxRow, string>;
  scopes!: Table<ScopeState, string>;
  meta!: Table<MetaRow, string>;
  uploads!: Table<UploadRow, string>;
  traffic!: Table<TrafficRow, string>;

  constructor(name = 'shala-admin') {
    super(name);
    this.version(1).stores({
      ...entityStores(),
      outbox: 'id, status, targetId, *targetIds, entity, userId',
      scopes: 'scope',
      meta: 'key',
    });
    // Files chosen on the device wait here, whole, until the server has them (docs/sync.md, "Uploads").
    this.version(2).stores({ uploads: 'id, status, userId' });
    // Bytes sent and received per day and kind (docs/data-pack.md).
    this.version(3).stores({ traffic: 'id, day' });
    this.use(deviceProjection);
  }

  /** Any entity's table, for the sync engine, which handles every record alike. */
  entity(name: EntityName): Table<SyncedRecord, string> {
    return this.table(name);
  }

  entityTables(): Table<SyncedRecord, string>[] {
    return ENTITY_NAMES.map((name) => this.entity(name));
  }
}

export const db = new AppDb();

/** Everything on the device, for logout on a shared tablet; the data used is the tablet's and stays. */
export async function wipeDevice(database: AppDb = db): Promise<void> {
  const tables = database.tables.filter((table) => table.name !== 'traffic');
  await database.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}
