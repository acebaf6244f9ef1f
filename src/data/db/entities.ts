/** The entity types mirrored on the device: the registry's (src/domain/sync), and the scopes that hold them. */
import { ttlOf } from '../../domain/sync/entity-registry';

export { ENTITY_NAMES as ENTITIES, isEntityName, type EntityName } from '../../domain/sync/entity-registry';

/** A record as the sync engine handles it, whatever its entity: every record has an id and a version (docs/api.md). */
export interface SyncedRecord {
  _id: string;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** `global` (schools, devices, content, masters) or `school:<id>` (that school's people and classes). */
export type Scope = 'global' | `school:${string}`;

export const schoolScope = (schoolId: string): Scope => `school:${schoolId}`;

/** How long a screen's data counts as fresh, from the registry. */
export const TTL_MS = {
  schools: ttlOf('schools'),
  schoolPeople: ttlOf('students'),
  devices: ttlOf('devices'),
  contents: ttlOf('contents'),
} as const;
