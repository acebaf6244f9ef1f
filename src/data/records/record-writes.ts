/**
 * Creating, editing and deleting any synced record on the device: the mirror and the outbox change
 * together (docs/sync.md, "The outbox"). An area names its entity, its API path and its noun; the
 * rest is the same for every area.
 */
import type { EntityName, SyncedRecord } from '../db/entities';
import { newId } from '../../domain/ids';
import { onDevice } from '../../domain/sync/on-device';
import { defineMessages } from '../../domain/i18n/languages';
import type { OutboxLabel } from '../outbox/outbox-types';
import { saveLocally } from '../outbox/save-locally';
import type { OutboxRow } from '../outbox/outbox-types';

export interface RecordEndpoint {
  entity: EntityName;
  /** The collection's path under the API root, e.g. `/students`. */
  path: string;
  /** In labels of the pending list: 'Add student Asha Patil'. */
  noun: RecordNoun;
}

/** The nouns endpoints name their records by, as catalog texts (translated where a label is shown). */
const RECORD_NOUNS = defineMessages({
  school: 'school',
  student: 'student',
  teacher: 'teacher',
  class: 'class',
  subject: 'subject',
  book: 'book',
  device: 'device',
  content: 'content',
  user: 'user',
});
type RecordNoun = keyof typeof RECORD_NOUNS;

const LABELS = defineMessages({
  create: 'Add {noun} {name}',
  update: 'Edit {noun} {name}',
  delete: 'Delete {noun} {name}',
});

/** The pending list's label of a change: English in `label`, the message to translate in `labelMessage`. */
function labelled(operation: keyof typeof LABELS, noun: RecordNoun, name: string) {
  const id = LABELS[operation];
  const word = RECORD_NOUNS[noun];
  const labelMessage: OutboxLabel = { id, values: { name }, words: { noun: word } };
  return { label: id.replace('{noun}', () => word).replace('{name}', () => name), labelMessage };
}

interface WriteOptions {
  /** In the pending list's label. */
  name: string;
  dependsOn?: string[];
  /** Fields shown on the device only. */
  extra?: Record<string, unknown>;
}

/** The record change the device shows: the fields sent, less those it never keeps, plus its own. */
const keptOnDevice = (entity: EntityName, fields: Record<string, unknown>, options: WriteOptions) => ({
  ...onDevice(entity, fields),
  ...options.extra,
});

export const recordPath = (endpoint: RecordEndpoint, id: string) => `${endpoint.path}/${encodeURIComponent(id)}`;

/**
 * A new record under an id made on this device, sent as its `_id` (docs/api.md, "Client-chosen ids");
 * `extra` fields are shown on the device only. Resolves to the new id.
 */
export async function createRecord(
  userId: string,
  endpoint: RecordEndpoint,
  fields: Record<string, unknown>,
  options: WriteOptions,
): Promise<string> {
  const body = { ...fields, _id: newId() };
  await saveLocally(userId, {
    entity: endpoint.entity,
    operation: 'create',
    targetId: body._id,
    request: { method: 'POST', path: endpoint.path, body },
    patch: keptOnDevice(endpoint.entity, body, options),
    ...labelled('create', endpoint.noun, options.name),
    dependsOn: options.dependsOn,
  });
  return body._id;
}

/** The fields of `next` whose value differs from the record's. */
export function changedFields(original: SyncedRecord, next: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => value !== original[field]));
}

/**
 * Sends only what changed; undefined when nothing did (no outbox row then). `extra` as for a create.
 * An API that edits with PUT (devices) gives the `method` and the whole `body` it takes.
 */
export async function updateRecord(
  userId: string,
  endpoint: RecordEndpoint,
  original: SyncedRecord,
  changes: Record<string, unknown>,
  options: WriteOptions & { method?: 'PATCH' | 'PUT'; body?: Record<string, unknown> },
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
    ...labelled('update', endpoint.noun, options.name),
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
    ...labelled('delete', endpoint.noun, name),
  });
}
