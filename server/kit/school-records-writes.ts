/**
 * The rules of every write of a school's record (docs/sync.md, "Long outages"): access, the school's lock, client
 * ids, the uniqueness rule, versions and soft deletes; the area adds its own through its definition.
 */
import { BULK_MESSAGES } from '../../src/domain/csv/bulk-request';
import type { Db } from '../db/connection';
import { assertSchoolAccess } from '../auth/school-access';
import { badRequest, duplicate, inUse, notFound, versionConflict } from '../http/errors';
import type { WriteContext } from '../http/write';
import type { CurrentUser } from '../auth/access';
import { lockSchool, orClash, touchRecord } from './record-write';
import {
  fieldOf,
  type ClientRecord,
  type RecordTypes,
  type SchoolRecordsDefinition,
  withId,
} from './school-records';
import { schoolRecordsReads } from './school-records-reads';

export function schoolRecordsWrites<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  const { answerOf } = schoolRecordsReads(def);
  const uniqueField = def.unique.fields.at(-1)!;
  const taken = () => duplicate(def.unique.taken, uniqueField);
  const touched = (context: WriteContext, row: T['row']) => touchRecord(context, def.entity, def.table, row);
  const derived = (record: object) => def.derive?.(record as T['newRow']) ?? {};

  async function assertReference(db: Db, row: object, schoolId: string): Promise<void> {
    const reference = def.reference;
    if (!reference) return;
    const id = String(fieldOf(row, reference.field));
    if (!(await reference.live(db, [id], schoolId)).has(id)) {
      throw badRequest(BULK_MESSAGES.validationFailed, { [reference.field]: reference.message });
    }
  }

  /** A create whose id already exists for the same school answers the existing record. */
  async function create(context: WriteContext, user: CurrentUser, input: ClientRecord<T['newRow']>) {
    const { tx } = context;
    assertSchoolAccess(user, input.school_id);
    await lockSchool(tx, input.school_id, { live: true });
    const fresh = withId<T['newRow']>({ ...input, ...derived(input) });
    const id = fresh._id;
    const existing = await def.repo.find(tx, id, { withDeleted: true });
    if (!existing) {
      await assertReference(tx, input, input.school_id);
      const row = await orClash(def.repo.insert(tx, fresh), taken);
      if (row) {
        touched(context, row);
        return answerOf(tx, row);
      }
    }
    const raced = existing ?? (await def.repo.find(tx, id, { withDeleted: true }));
    if (!raced || raced.deletedAt || raced.school_id !== input.school_id) {
      throw duplicate(BULK_MESSAGES.idTaken, '_id');
    }
    return answerOf(tx, raced);
  }

  /**
   * The record, locked: 404 when unknown (or deleted, unless allowed), 403 for another school, 409 when
   * stale. A write that touches the school (a delete: the counts) or checks another of its records (an
   * edit that sets the reference, which a delete of the referenced record must not pass) locks the
   * school's row first, as school writes do: one lock order (school, then record, then the sync
   * sequence), and such writes of one school one after another. Any other edit locks its record only.
   */
  async function locked(
    db: Db,
    user: CurrentUser,
    id: string,
    baseVersion: number | undefined,
    { allowDeleted = false, schoolFirst = false } = {},
  ): Promise<T['row']> {
    const seen = await def.repo.find(db, id, { withDeleted: true, forUpdate: !schoolFirst });
    if (!seen) throw notFound(def.notFound);
    assertSchoolAccess(user, seen.school_id);
    if (schoolFirst) await lockSchool(db, seen.school_id, { live: false });
    const row = schoolFirst ? (await def.repo.find(db, id, { withDeleted: true, forUpdate: true }))! : seen;
    if (row.deletedAt && !allowDeleted) throw notFound(def.notFound);
    if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
      throw versionConflict(await answerOf(db, row));
    }
    return row;
  }

  /**
   * Read-only fields may be sent unchanged; they are never written. Fields not sent (undefined once
   * parsed) are left out, so `derive` sees the stored value of each.
   */
  function changesOf(current: T['row'], input: Partial<T['newRow']>): Partial<T['newRow']> {
    const values: Record<string, unknown> = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    for (const [field, message] of Object.entries(def.readOnly ?? {})) {
      if (values[field] !== undefined && values[field] !== fieldOf(current, field)) {
        throw badRequest(BULK_MESSAGES.validationFailed, { [field]: message });
      }
      delete values[field];
    }
    return values as Partial<T['newRow']>;
  }

  async function update(
    context: WriteContext,
    user: CurrentUser,
    id: string,
    input: Partial<T['newRow']>,
    baseVersion: number | undefined,
  ) {
    const { tx } = context;
    const setsReference = def.reference !== undefined && fieldOf(input, def.reference.field) !== undefined;
    const current = await locked(tx, user, id, baseVersion, { schoolFirst: setsReference });
    const changes = changesOf(current, input);
    const values = { ...changes, ...derived({ ...current, ...changes }) };
    const reference = def.reference && fieldOf(values, def.reference.field);
    if (reference !== undefined && reference !== fieldOf(current, def.reference!.field)) {
      await assertReference(tx, values, current.school_id);
    }
    const row = (await orClash(def.repo.update(tx, id, values), taken))!;
    // The school's counts are of its live records: an edit (never a move, the school is not editable)
    // leaves them as they were, so the school is not sent again to every device that holds it.
    context.touch(def.table, row._id);
    return answerOf(tx, row);
  }

  /** Soft delete; deleting a record already deleted succeeds. */
  async function remove(
    context: WriteContext,
    user: CurrentUser,
    id: string,
    baseVersion: number | undefined,
  ) {
    const { tx } = context;
    const current = await locked(tx, user, id, baseVersion, { allowDeleted: true, schoolFirst: true });
    if (current.deletedAt) return answerOf(tx, current);
    const refusal = await def.deleteRefusal?.(tx, current);
    if (refusal) throw inUse(refusal);
    const row = (await def.repo.softDelete(tx, id))!;
    await def.onDelete?.(context, row);
    touched(context, row);
    return answerOf(tx, row);
  }

  return { create, update, remove };
}
