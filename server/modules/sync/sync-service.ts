/**
 * Delta pull (docs/sync.md, "The delta pull"). Every entity of a scope is read in one repeatable-read snapshot, the
 * first `limit + 1` changed rows of each table are merged by sequence, and the page ends at the
 * `limit`-th: every row above the cursor that a later page could need is still above it.
 */
import { onDevice } from '../../../src/domain/sync/on-device';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../plugins/auth';
import { SCHOOL_API_MESSAGES as A } from '../../../src/domain/schools/school-messages';
import type { EntityName } from '../../../src/domain/sync/entity-registry';
import { assertSchoolAccess } from '../../auth/school-access';
import { schoolRows } from '../../kit/record-write';
import type { SyncRow, SyncSources } from '../../kit/sync-source';
import { globalEntities, schoolEntities, type SyncEntity } from './sync-entities';
import { changedRows } from './sync-repository';

export type SyncScope = { kind: 'global' } | { kind: 'school'; schoolId: string };

export interface SyncAnswer {
  success: true;
  changes: Array<{ entity: EntityName; record: unknown }>;
  tombstones: Array<{ entity: EntityName; _id: string }>;
  /** The largest sequence value sent, as a decimal string; the `since` of the next pull. */
  cursor: string;
  hasMore: boolean;
}

async function entitiesOf(
  db: Db,
  sources: SyncSources,
  user: CurrentUser,
  scope: SyncScope,
): Promise<SyncEntity[]> {
  if (scope.kind === 'global') {
    if (user.role !== 'super_admin') throw forbidden();
    return globalEntities(sources);
  }
  assertSchoolAccess(user, scope.schoolId);
  if (!(await schoolRows.find(db, scope.schoolId, { withDeleted: true }))) throw notFound(A.notFound);
  return schoolEntities(sources, scope.schoolId);
}

async function page(db: Db, entities: SyncEntity[], since: number, limit: number): Promise<SyncAnswer> {
  const changed: Array<{ entity: SyncEntity; row: SyncRow }> = [];
  for (const entity of entities) {
    for (const row of await changedRows(db, entity, since, limit + 1)) changed.push({ entity, row });
  }
  changed.sort((a, b) => a.row.seq - b.row.seq);
  const sent = changed.slice(0, limit);

  const records = new Map<SyncRow, unknown>();
  for (const entity of entities) {
    const live = sent.filter((item) => item.entity === entity && !item.row.deletedAt).map((item) => item.row);
    const views = await entity.views(db, live);
    live.forEach((row, index) => records.set(row, onDevice(entity.name, views[index] as object)));
  }

  const answer: SyncAnswer = {
    success: true,
    changes: [],
    tombstones: [],
    cursor: String(sent.at(-1)?.row.seq ?? since),
    hasMore: changed.length > limit,
  };
  for (const { entity, row } of sent) {
    if (row.deletedAt) answer.tombstones.push({ entity: entity.name, _id: row._id });
    else answer.changes.push({ entity: entity.name, record: records.get(row) });
  }
  return answer;
}

export interface PullRequest {
  user: CurrentUser;
  scope: SyncScope;
  since: number;
  limit: number;
}

export async function pull(db: Db, sources: SyncSources, { user, scope, since, limit }: PullRequest) {
  return db.transaction(async (tx) => page(tx, await entitiesOf(tx, sources, user, scope), since, limit), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
