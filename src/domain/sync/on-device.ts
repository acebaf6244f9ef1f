/**
 * What a record looks like on a device, whichever way it came (a pull, a write's answer, a record read
 * again after a conflict, a change made here, an import): the record less its entity's `neverOnDevice`
 * fields (docs/sync.md, "What a device keeps"). The server's sync view answers through it too.
 */
import { ENTITY_NAMES, entityDefinition, type EntityName } from './entity-registry';

const NEVER_ON_DEVICE = new Map(
  ENTITY_NAMES.map((name) => [name, entityDefinition(name).neverOnDevice ?? []]),
);

/** `record` without the fields its entity never keeps on a device; the same object when it has none. */
export function onDevice<T extends object>(entity: EntityName, record: T): T {
  const never = NEVER_ON_DEVICE.get(entity) ?? [];
  if (!never.some((field) => field in record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([field]) => !never.includes(field))) as T;
}
