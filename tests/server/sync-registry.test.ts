/**
 * The server and the device must agree on the synced entities: the server's sync scopes, its school
 * tally and the device's Dexie stores all against the entity registry.
 */
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityStores } from '../../src/data/db/app-db';
import {
  ENTITY_NAMES,
  SCHOOL_TALLIED,
  entitiesOfScope,
  tableOf,
} from '../../src/domain/sync/entity-registry';
import { EMPTY_TALLY } from '../../server/modules/schools/school-view';
import { globalEntities, schoolEntities } from '../../server/modules/sync/sync-entities';
import { SYNC_SOURCES } from '../../server/sync-sources';

const serverScopes = {
  global: globalEntities(SYNC_SOURCES),
  school: schoolEntities(SYNC_SOURCES, 'a-school'),
};

describe('the synced entities of the server and the device', () => {
  it.each(['global', 'school'] as const)(
    'the server pulls the registry entities of the %s scope, in order',
    (kind) => {
      expect(serverScopes[kind].map((entity) => entity.name)).toEqual(entitiesOfScope(kind));
    },
  );

  it('reads each entity from its own table, limited to the school in the school scope', () => {
    for (const entity of serverScopes.global) {
      expect(getTableName(entity.table), entity.name).toBe(tableOf(entity.name));
      expect(entity.where, entity.name).toBeUndefined();
    }
    for (const entity of serverScopes.school) {
      expect(getTableName(entity.table), entity.name).toBe(tableOf(entity.name));
      expect(entity.where, entity.name).toBeDefined();
    }
  });

  it('has a device store for every server entity, and a server entity for every store', () => {
    const server = new Set([...serverScopes.global, ...serverScopes.school].map((entity) => entity.name));
    const stores = Object.keys(entityStores());
    expect([...server].sort()).toEqual([...stores].sort());
    expect([...server].sort()).toEqual([...ENTITY_NAMES].sort());
  });

  it("counts exactly the registry's tallied entities in a school's statistics", () => {
    expect(Object.keys(EMPTY_TALLY).sort()).toEqual([...SCHOOL_TALLIED].sort());
  });
});
