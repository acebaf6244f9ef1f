/**
 * Creating, editing and deleting any synced record on the device: the mirror and the outbox change
 * together (docs/sync.md, "The outbox"). An area names its entity and its API path; the pending
 * list names its records by the entity's noun (the registry's); the rest is the same for every area.
 */
import type { EntityName, SyncedRecord } from '../db/entities';
import { newId } from '../../domain/ids';
import { wordsOf, type SyncedRecords } from '../../domain/sync/entity-registry';
import { onDevice } from '../../domain/sync/on-device';
import { defineMessages } from '../../domain/i18n/languages';
import type { OutboxLabel } from '../outbox/outbox-types';
import { saveLocally } from '../outbox/save-locally';
import type { OutboxRow } from '../outbox/outbox-types';

export interface RecordEndpoint<E extends EntityName> {
  entity: E;
  /** The collection's path under the API root, e.g. `/students`. */
  path: string;
}

/**
 * Fields of an entity's record as a write sends or shows them: any of the record's, each of its type.
 * A request may carry more than the record keeps (a password, a device's token).
 */
export type RecordFields<E extends EntityName> = Partial<SyncedRecords[E]>;

const LABELS = defineMessages({
  create: 'Add {noun} {name}',
  update: 'Edit {noun} {name}',
  delete: 'Delete {noun} {name}',
});

/**
 * The pending list's label of a change: English in `label`, the message to translate in `labelMessage`
 * ('Add {noun} {name}' with the entity's noun, 'Add student Asha Patil').
 */
function labelled(operation: keyof typeof LABELS, entity: EntityName, name: string) {
  const id = LABELS[operation];
  const word = wordsOf(entity).noun;
  const labelMessage: OutboxLabel = { id, values: { name }, words: { noun: word } };
  return { label: id.replace('{noun}', () => word).replace('{name}', () => name), labelMessage };
}

interface WriteOptions<E extends EntityName> {
  /** In the pending list's label. */
  name: string;
  dependsOn?: string[];
  /** Fields shown on the device only. */
  extra?: RecordFields<E>;
}

/** The record change the device shows: the fields sent, less those it never keeps, plus its own. */
const keptOnDevice = <E extends EntityName>(entity: E, fields: RecordFields<E>, options: WriteOptions<E>) => ({
  ...onDevice(entity, fields),
  ...options.extra,
});

export const recordPath = (endpoint: RecordEndpoint<EntityName>, id: string) =>
  `${endpoint.path}/${encodeURIComponent(id)}`;

/**
 * A new record under an id made on this device, sent as its `_id` (docs/api.md, "Client-chosen ids");
 * `extra` fields are shown on the device only. Resolves to the new id.
 */
export async function createRecord<E extends EntityName>(
  userId: string,
  endpoint: RecordEndpoint<E>,
  fields: RecordFields<E>,
  options: WriteOptions<E>,
): Promise<string> {
  const body = { ...fields, _id: newId() };
  await saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'create',
    targetId: body._id,
    request: { method: 'POST', path: endpoint.path, body },
    patch: keptOnDevice(endpoint.entity, body, options),
    ...labelled('create', endpoint.entity, options.name),
    dependsOn: options.dependsOn,
  });
  return body._id;
}

/** The fields of `next` whose value differs from the record's. */
export function changedFields<T extends object>(original: SyncedRecord, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => value !== original[field])) as Partial<T>;
}

/**
 * Sends only what changed; undefined when nothing did (no outbox row then). `extra` as for a create.
 * An API that edits with PUT (devices) gives the `method` and the whole `body` it takes.
 */
export async function updateRecord<E extends EntityName>(
  userId: string,
  endpoint: RecordEndpoint<E>,
  original: SyncedRecord,
  changes: RecordFields<E>,
  options: WriteOptions<E> & { method?: 'PATCH' | 'PUT'; body?: RecordFields<E> },
): Promise<OutboxRow | undefined> {
  if (Object.keys(changes).length === 0) return undefined;
  return saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'update',
    targetId: original._id,
    request: {
      method: options.method ?? 'PATCH',
      path: recordPath(endpoint, original._id),
      body: options.body ?? changes,
    },
    patch: keptOnDevice(endpoint.entity, changes, options),
    ...labelled('update', endpoint.entity, options.name),
    dependsOn: options.dependsOn,
  });
}

export function deleteRecord<E extends EntityName>(
  userId: string,
  endpoint: RecordEndpoint<E>,
  record: SyncedRecord,
  name: string,
): Promise<OutboxRow> {
  return saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'delete',
    targetId: record._id,
    request: { method: 'DELETE', path: recordPath(endpoint, record._id) },
    patch: {},
    ...labelled('delete', endpoint.entity, name),
  });
}
