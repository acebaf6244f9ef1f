/**
 * What each sync scope holds (docs/sync.md, "Scopes and freshness"): the registry's entities of the
 * scope, in registry order, each read from the source its module declares (`server/sync-sources.ts`).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entitiesOfScope, entityDefinition, type EntityName } from '../../../src/domain/sync/entity-registry';
import type { Db } from '../../db/connection';
import type { SyncRow, SyncSources } from '../../kit/sync-source';
import type { RecordTable } from '../../kit/synced-repository';

export interface SyncEntity {
  name: EntityName;
  table: RecordTable;
  /** Limits the table to the scope; undefined for the whole table. */
  where?: SQL;
  /** A live row's record as the database builds it, as it goes to a device; else `views` makes it. */
  json?: SQL;
  views(db: Db, rows: SyncRow[]): Promise<unknown[]>;
}

function entityOf(sources: SyncSources, name: EntityName, where?: SQL): SyncEntity {
  const { table, views, json } = sources[name];
  return { name, table, views, where, json: json?.({ omit: entityDefinition(name).neverOnDevice }) };
}

function schoolColumnOf(sources: SyncSources, name: EntityName): PgColumn {
  const column = sources[name].school;
  if (!column) throw new Error(`${name} is in the school scope but has no school column`);
  return column;
}

/** The entities of the global scope, every row of each. */
export const globalEntities = (sources: SyncSources): SyncEntity[] =>
  entitiesOfScope('global').map((name) => entityOf(sources, name));

/** The entities of one school's scope, that school's rows of each. */
export const schoolEntities = (sources: SyncSources, schoolId: string): SyncEntity[] =>
  entitiesOfScope('school').map((name) =>
    entityOf(sources, name, eq(schoolColumnOf(sources, name), schoolId)),
  );
