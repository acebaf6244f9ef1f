/**
 * What `/api/sync` needs of each synced entity (docs/sync.md, "The delta pull"): its table, its API
 * views, and the column naming a row's school. Each module declares its own; `server/sync-sources.ts`
 * collects them, one per registry entity.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityName, SyncedRecords } from '../../src/domain/sync/entity-registry';
import type { Db } from '../db/connection';
import type { ColumnView } from './column-view';
import type { RecordTable } from './synced-repository';

export type SyncRow = { _id: string; seq: number; deletedAt: Date | null };

export interface SyncSource<K extends EntityName> {
  table: RecordTable;
  /** API views of live rows, in their order. */
  views: (db: Db, rows: SyncRow[]) => Promise<Array<SyncedRecords[K]>>;
  /** The column naming a row's school; absent when the entity belongs to no school. */
  school?: PgColumn;
  /**
   * The view's JSON built by the database, `omit` left out; present when the view is declared column
   * by column (`columnView`), and then used instead of `views`.
   */
  json?: ColumnView<unknown, unknown>['json'];
}

export type SyncSources = { [K in EntityName]: SyncSource<K> };

/** The source of an entity whose view is declared column by column (`columnView`). */
export function syncSource<K extends EntityName, Row>(
  table: RecordTable,
  view: ColumnView<Row, SyncedRecords[K]>,
  school?: PgColumn,
): SyncSource<K> {
  return {
    table,
    views: (_db, rows) => Promise.resolve((rows as Row[]).map(view.toView)),
    school,
    json: view.json,
  };
}
