/**
 * Add, edit and delete of an area whose form holds the fields the API takes (teachers, classes,
 * subjects, books), through the shared record writes.
 */
import * as v from 'valibot';
import type { SyncedRecord } from '../db/entities';
import { changedFields, createRecord, deleteRecord, updateRecord, type RecordEndpoint } from './record-writes';

type Fields = Record<string, unknown>;

interface AreaSaves<Create extends Fields> {
  /** The API's create schema; it receives the form's fields and `school_id`. */
  create: v.GenericSchema<unknown, Create>;
  update: v.GenericSchema<unknown, Fields>;
  /** In the pending list's labels: 'Add book Balbharati Marathi'. */
  nameOf: (record: Fields) => string;
  /** Records the change needs on the server first, besides its school (a class's teacher). */
  needs?: (changes: Fields) => Array<string | undefined>;
  /** Fields a new record has on the device that its request does not carry (the server's defaults). */
  defaults?: Fields;
  /** Fields the device shows at once that the server derives itself (a class's name). */
  derived?: (changes: Fields) => Fields;
}

export function recordSaves<Create extends Fields>(endpoint: RecordEndpoint, area: AreaSaves<Create>) {
  const needed = (changes: Fields) => (area.needs?.(changes) ?? []).filter((id) => id !== undefined);

  /** Resolves to the new record's id; the record waits for its school to reach the server. */
  function add(userId: string, schoolId: string, form: Fields): Promise<string> {
    const body = v.parse(area.create, { ...form, school_id: schoolId });
    return createRecord(userId, endpoint, body, {
      name: area.nameOf(body),
      dependsOn: [schoolId, ...needed(body)],
      extra: { ...area.defaults, ...area.derived?.(body) },
    });
  }

  /** Sends only the changed fields; false when nothing changed (no outbox row then). */
  async function edit(userId: string, original: SyncedRecord, form: Fields): Promise<boolean> {
    const body = v.parse(area.update, changedFields(original, form));
    const row = await updateRecord(userId, endpoint, original, body, {
      name: area.nameOf({ ...original, ...form }),
      dependsOn: needed(body),
      extra: area.derived?.(body),
    });
    return row !== undefined;
  }

  const remove = (userId: string, record: SyncedRecord) =>
    deleteRecord(userId, endpoint, record, area.nameOf(record));

  return { add, edit, remove };
}
