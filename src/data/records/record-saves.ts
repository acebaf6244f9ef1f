/**
 * Add, edit and delete of an area whose form holds the fields the API takes (teachers, classes,
 * subjects, books), through the shared record writes.
 */
import * as v from 'valibot';
import type { EntityName, SyncedRecord } from '../db/entities';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
  type RecordFields,
} from './record-writes';

/** A form's values, as its fields hold them. */
type Form = Record<string, unknown>;

interface AreaSaves<E extends EntityName, Create extends RecordFields<E>> {
  /** The API's create schema; it receives the form's fields and `school_id`. */
  create: v.GenericSchema<unknown, Create>;
  update: v.GenericSchema<unknown, RecordFields<E>>;
  /** In the pending list's labels: 'Add book Balbharati Marathi'. */
  nameOf: (record: RecordFields<E>) => string;
  /** Records the change needs on the server first, besides its school (a class's teacher). */
  needs?: (changes: RecordFields<E>) => Array<string | null | undefined>;
  /** Fields a new record has on the device that its request does not carry (the server's defaults). */
  defaults?: RecordFields<E>;
  /** Fields the device shows at once that the server derives itself (a class's name). */
  derived?: (changes: RecordFields<E>) => RecordFields<E>;
}

export function recordSaves<E extends EntityName, Create extends RecordFields<E>>(
  endpoint: RecordEndpoint<E>,
  area: AreaSaves<E, Create>,
) {
  const needed = (changes: RecordFields<E>) =>
    (area.needs?.(changes) ?? []).filter((id): id is string => typeof id === 'string');

  /** Resolves to the new record's id; the record waits for its school to reach the server. */
  function add(userId: string, schoolId: string, form: Form): Promise<string> {
    const body = v.parse(area.create, { ...form, school_id: schoolId });
    return createRecord(userId, endpoint, body, {
      name: area.nameOf(body),
      dependsOn: [schoolId, ...needed(body)],
      extra: Object.assign({}, area.defaults, area.derived?.(body)),
    });
  }

  /** Sends only the changed fields; false when nothing changed (no outbox row then). */
  async function edit(userId: string, original: SyncedRecord, form: Form): Promise<boolean> {
    const body = v.parse(area.update, changedFields(original, form));
    const row = await updateRecord(userId, endpoint, original, body, {
      name: area.nameOf({ ...original, ...form } as RecordFields<E>),
      dependsOn: needed(body),
      extra: area.derived?.(body),
    });
    return row !== undefined;
  }

  const remove = (userId: string, record: SyncedRecord) =>
    deleteRecord(userId, endpoint, record, area.nameOf(record as RecordFields<E>));

  return { add, edit, remove };
}
