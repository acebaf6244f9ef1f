/**
 * An area of a school's records from its one declaration (`SchoolRecordsDeclaration`): its service
 * (the reads and writes, for its routes and for other modules), its routes with their descriptions,
 * and where `/api/sync` reads it. Its answers are its view's unless it declares its own.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { EntityName, SyncedRecords } from '../../src/domain/sync/entity-registry';
import type { SchoolRecordsQuery } from './list-query';
import type {
  ClientRecord,
  NewSchoolRecord,
  SchoolRecordRow,
  SchoolRecordsDeclaration,
  StoredFields,
} from './school-records';
import { schoolRecordsRoutes } from './school-records-routes';
import { schoolRecordsService } from './school-records-service';
import { syncSource, type SyncSource } from './sync-source';
import { syncedRepository, type SyncedRepository } from './synced-repository';

export function schoolRecordsArea<
  K extends EntityName,
  Row extends SchoolRecordRow,
  Query extends SchoolRecordsQuery,
  Create extends NewSchoolRecord,
  Update extends Partial<StoredFields<Create>>,
  BulkRow extends Omit<ClientRecord<StoredFields<Create>>, 'school_id'>,
>(area: SchoolRecordsDeclaration<K, Row, Query, Create, Update, BulkRow>) {
  const { entity, table, view } = area;
  const service = schoolRecordsService<{
    row: Row;
    newRow: StoredFields<Create>;
    view: SyncedRecords[K];
    query: Query;
  }>({
    ...area.rules,
    entity,
    table,
    // The view is declared on the table: its rows are the table's.
    repo: syncedRepository(table) as unknown as SyncedRepository<Row, StoredFields<Create>>,
    notFound: area.messages.notFound,
    answers: area.answers?.of ?? (async (_db, rows) => rows.map(view.toView)),
    answerJson: area.answers?.json ?? view.json(),
    list: area.list,
  });
  const routes: FastifyPluginCallback = schoolRecordsRoutes(area, service);
  const sync: SyncSource<K> = syncSource<K, Row>(table, view, table.school_id);
  return { service, routes, sync };
}
