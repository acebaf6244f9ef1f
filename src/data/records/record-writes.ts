/**
 * Creating, editing and deleting any synced record on the device: the mirror and the outbox change
 * together (docs/sync.md, "The outbox"). An area names its entity, its API path and its noun; the
 * rest is the same for every area.
 */
import type { EntityName, SyncedRecord } from '../db/entities';
import { newId } from '../../domain/ids';
import { saveLocally } from '../outbox/save-locally';
import type { OutboxRow } from '../outbox/outbox-types';

export interface RecordEndpoint {
  entity: EntityName;
  /** The collection's path under the API root, e.g. `/students`. */
  path: string;
  /** In labels of the pending list: 'Add student Asha Patil'. */
  noun: string;
}

export const recordPath = (endpoint: RecordEndpoint, id: string) => `${endpoint.path}/${encodeURIComponent(id)}`;

/**
 * A new record under an id made on this device, sent as its `_id` (docs/api.md, "Client-chosen ids");
 * `extra` fields are shown on the device only. Resolves to the new id.
 */
export async function createRecord(
  userId: string,
  endpoint: RecordEndpoint,
  fields: Record<string, unknown>,
  options: { name: string; dependsOn?: string[]; extra?: Record<string, unknown> },
): Promise<string> {
  const body = { ...fields, _id: newId() };
  await saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'create',
    targetId: body._id,
    request: { method: 'POST', path: endpoint.path, body },
    patch: { ...body, ...options.extra },
    label: `Add ${endpoint.noun} ${options.name}`,
    dependsOn: options.dependsOn,
  });
  return body._id;
}

/** The fields of `next` whose value differs from the record's. */
export function changedFields(original: SyncedRecord, next: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => value !== original[field]));
}

/** Sends only what changed; undefined when nothing did (no outbox row then). `extra` as for a create. */
export async function updateRecord(
  userId: string,
  endpoint: RecordEndpoint,
  original: SyncedRecord,
  changes: Record<string, unknown>,
  options: { name: string; dependsOn?: string[]; extra?: Record<string, unknown> },
): Promise<OutboxRow | undefined> {
  if (Object.keys(changes).length === 0) return undefined;
  return saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'update',
    targetId: original._id,
    request: { method: 'PATCH', path: recordPath(endpoint, original._id), body: changes },
    patch: { ...changes, ...options.extra },
    label: `Edit ${endpoint.noun} ${options.name}`,
    dependsOn: options.dependsOn,
  });
}

export function deleteRecord(
  userId: string,
  endpoint: RecordEndpoint,
  record: SyncedRecord,
  name: string,
): Promise<OutboxRow> {
  return saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'delete',
    targetId: record._id,
    request: { method: 'DELETE', path: recordPath(endpoint, record._id) },
    patch: {},
    label: `Delete ${endpoint.noun} ${name}`,
  });
}
