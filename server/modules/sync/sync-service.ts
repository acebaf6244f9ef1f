/**
 * Delta pull (docs/sync.md, "The delta pull"). Every entity of a scope is read in one repeatable-read snapshot, the
 * first `limit + 1` changed rows of each table are merged by sequence, and the page ends at the
 * `limit`-th: every row above the cursor that a later page could need is still above it.
 */
import { onDevice } from '../../../src/domain/sync/on-device';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../auth/access';
import { SCHOOL_API_MESSAGES as A } from '../../../src/domain/schools/school-messages';
import { assertSchoolAccess } from '../../auth/school-access';
import type { SyncSources } from '../../kit/sync-source';
import { globalEntities, schoolEntities, type SyncEntity } from './sync-entities';
import type { CachedPage, PageCache } from './page-cache';
import { changedRecords, changedRows, firstChanges, latestChange, type ChangedRow } from './sync-repository';

export type SyncScope = { kind: 'global' } | { kind: 'school'; schoolId: string };

/** The scope's entities, when the caller may pull it (a school's existence is checked with its latest change). */
function entitiesOf(sources: SyncSources, user: CurrentUser, scope: SyncScope): SyncEntity[] {
  if (scope.kind === 'global') {
    if (user.role !== 'super_admin') throw forbidden();
    return globalEntities(sources);
  }
  assertSchoolAccess(user, scope.schoolId);
  return schoolEntities(sources, scope.schoolId);
}

/**
 * One page as the JSON text of `{ success, changes, tombstones, cursor, hasMore }`: `cursor` is the
 * largest sequence value sent, as a decimal string, the `since` of the next pull. The page's end is
 * found from the sequence values alone, so only the rows it sends are read and made into records.
 */
async function page(db: Db, entities: SyncEntity[], since: number, limit: number): Promise<string> {
  const first = await firstChanges(db, entities, since, limit + 1);
  const hasMore = first.length > limit;
  const sent = first.slice(0, limit);
  const upTo = sent.at(-1)?.seq ?? since;
  const withChanges = entities.filter((entity) => sent.some((change) => change.entity === entity.name));

  const changed: Array<{ entity: SyncEntity; row: ChangedRow }> = [];
  const built = withChanges.filter((entity) => entity.json);
  if (built.length > 0) {
    const byName = new Map(built.map((entity) => [entity.name, entity]));
    for (const row of await changedRecords(db, built, since, upTo))
      changed.push({ entity: byName.get(row.entity)!, row });
  }
  for (const entity of withChanges.filter((each) => !each.json))
    for (const row of await changedRows(db, entity, since, upTo)) changed.push({ entity, row });
  changed.sort((a, b) => a.row.seq - b.row.seq);

  const records = new Map<ChangedRow, string>();
  for (const entity of entities.filter((each) => !each.json)) {
    const live = changed
      .filter((item) => item.entity === entity && !item.row.deletedAt)
      .map((item) => item.row);
    const views = await entity.views(db, live);
    live.forEach((row, index) =>
      records.set(row, JSON.stringify(onDevice(entity.name, views[index] as object))),
    );
  }

  const changes: string[] = [];
  const tombstones: string[] = [];
  for (const { entity, row } of changed) {
    const name = JSON.stringify(entity.name);
    if (row.deletedAt) tombstones.push(`{"entity":${name},"_id":${JSON.stringify(row._id)}}`);
    else changes.push(`{"entity":${name},"record":${row.json ?? records.get(row)}}`);
  }
  return `{"success":true,"changes":[${changes.join(',')}],"tombstones":[${tombstones.join(',')}],"cursor":"${upTo}","hasMore":${hasMore}}`;
}

export interface PullRequest {
  user: CurrentUser;
  scope: SyncScope;
  since: number;
  limit: number;
}

const scopeKey = (scope: SyncScope) => (scope.kind === 'global' ? 'global' : `school:${scope.schoolId}`);

/**
 * The page asked for: the one kept in `cache` while the scope has not changed, else made and kept.
 * Whether a kept page is current takes one statement; a page made afresh reads the scope in one
 * repeatable-read snapshot.
 */
export async function pull(
  db: Db,
  sources: SyncSources,
  cache: PageCache,
  { user, scope, since, limit }: PullRequest,
): Promise<CachedPage> {
  const entities = entitiesOf(sources, user, scope);
  const school = scope.kind === 'school' ? scope.schoolId : undefined;
  const key = `${scopeKey(scope)} ${since} ${limit}`;
  const { latest, schoolExists } = await latestChange(db, entities, school);
  if (!schoolExists) throw notFound(A.notFound);
  const kept = cache.get(key, latest);
  if (kept) return kept;
  return db.transaction(
    async (tx) => {
      const { latest: now } = await latestChange(tx, entities);
      return cache.get(key, now) ?? cache.put(key, now, await page(tx, entities, since, limit));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
