/**
 * The delta pull (docs/sync.md, "The delta pull"): asks `/sync` for everything of a scope changed since the device's
 * cursor and writes it into the mirror. A record with unsent local changes is never overwritten;
 * it is reconciled when its own change is answered.
 */
import { db as defaultDb, type AppDb } from '../db/app-db';
import { isEntityName, type EntityName, type Scope, type SyncedRecord } from '../db/entities';
import { isRecord } from '../api/envelope';
import { OUTBOX_MESSAGES } from '../outbox/outbox-messages';
import { recordIdsOf } from '../outbox/outbox-queue';

export interface SyncPage {
  changes: Array<{ entity: string; record: SyncedRecord }>;
  tombstones: Array<{ entity: string; _id: string }>;
  cursor: string | number | null;
  hasMore: boolean;
}

export type FetchSyncPage = (scope: Scope, since: string | null) => Promise<unknown>;

function readPage(body: unknown): SyncPage {
  if (!isRecord(body)) throw new Error(OUTBOX_MESSAGES.invalidResponse);
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]).filter(isRecord) : []);
  return {
    changes: list(body.changes).filter((c) => isRecord(c.record)) as SyncPage['changes'],
    tombstones: list(body.tombstones) as SyncPage['tombstones'],
    cursor: typeof body.cursor === 'number' || typeof body.cursor === 'string' ? body.cursor : null,
    hasMore: body.hasMore === true,
  };
}

/**
 * Records of an entity this build does not know (a newer server) cannot be kept, but are never
 * dropped silently: the console says which and how many, so a support call can find it.
 */
function warnUnknown(page: SyncPage): void {
  const unknown = new Map<string, number>();
  for (const { entity } of [...page.changes, ...page.tombstones]) {
    if (!isEntityName(entity)) unknown.set(entity, (unknown.get(entity) ?? 0) + 1);
  }
  if (unknown.size === 0) return;
  const list = [...unknown].map(([entity, count]) => `${String(entity)} (${count})`).join(', ');
  console.warn(`Sync: the server sent records of entities this app does not know, not kept: ${list}`);
}

async function applyPage(
  database: AppDb,
  scope: Scope,
  since: string | null,
  page: SyncPage,
  done: boolean,
): Promise<{ reset: boolean }> {
  warnUnknown(page);
  const tables = [...database.entityTables(), database.outbox, database.scopes];
  return database.transaction('rw', tables, async () => {
    const pending = new Set((await database.outbox.toArray()).flatMap(recordIdsOf));
    // In bulk, one table at a time: record by record, a page of 2,000 took seconds on a slow tablet.
    for (const [entity, records] of byEntity(page.changes.map(({ entity, record }) => ({ entity, item: record })))) {
      const incoming = records.filter((record) => !pending.has(record._id));
      const table = database.entity(entity);
      // A page read before one of our changes was answered may carry an older copy than the device has.
      const held = await table.bulkGet(incoming.map((record) => record._id));
      await table.bulkPut(incoming.filter((record, index) => !isNewer(held[index], record)));
    }
    for (const [entity, tombstones] of byEntity(page.tombstones.map(({ entity, _id }) => ({ entity, item: _id })))) {
      await database.entity(entity).bulkDelete(tombstones.filter((id) => !pending.has(id)));
    }
    const previous = await database.scopes.get(scope);
    // A cursor reset while the page was on its way (a dropped change of many records) stays reset.
    const reset = (previous?.cursor ?? null) !== since;
    await database.scopes.put({
      scope,
      cursor: page.cursor === null || reset ? (previous?.cursor ?? null) : String(page.cursor),
      pulledAt: done && !reset ? Date.now() : (previous?.pulledAt ?? 0),
    });
    return { reset };
  });
}

/** Items of the entities this build knows, grouped by entity in the order they first appear. */
function byEntity<T>(items: ReadonlyArray<{ entity: string; item: T }>): Map<EntityName, T[]> {
  const groups = new Map<EntityName, T[]>();
  for (const { entity, item } of items) {
    if (!isEntityName(entity)) continue;
    const group = groups.get(entity);
    if (group) group.push(item);
    else groups.set(entity, [item]);
  }
  return groups;
}

function isNewer(held: SyncedRecord | undefined, incoming: SyncedRecord): boolean {
  return typeof held?.version === 'number' && typeof incoming.version === 'number' && held.version > incoming.version;
}

const running = new Map<Scope, Promise<void>>();

/** Pulls a scope until the server has nothing more; concurrent calls for one scope share one pull. */
export function pullScope(scope: Scope, fetchPage: FetchSyncPage, database: AppDb = defaultDb): Promise<void> {
  const existing = running.get(scope);
  if (existing) return existing;
  const pull = (async () => {
    for (let pages = 0; pages < 10_000; pages++) {
      const since = (await database.scopes.get(scope))?.cursor ?? null;
      const page = readPage(await fetchPage(scope, since));
      const { reset } = await applyPage(database, scope, since, page, !page.hasMore);
      // After a reset the pull goes on from the start, so the full pull asked for is not lost.
      if (!page.hasMore && !reset) return;
    }
  })().finally(() => running.delete(scope));
  running.set(scope, pull);
  return pull;
}
