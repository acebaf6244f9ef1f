/**
 * `POST /<area>/bulk`: all rows or none, in one transaction. Rows whose id already exists for the
 * school are answered as stored (a replay after a lost answer); every other row is inserted.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { assertSchoolAccess } from '../auth/school-access';
import type { WriteContext } from '../http/write';
import type { CurrentUser } from '../auth/access';
import { assertNoClashes, markClashes, planBulk, rowsInvalid } from './bulk-plan';
import { lockSchool, touchRecord } from './record-write';
import {
  fieldOf,
  uniqueKeyOf,
  type BulkRequest,
  type ClientRecord,
  type RecordTypes,
  type SchoolRecordsDefinition,
  withId,
} from './school-records';

export function schoolRecordsBulk<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  const keyOf = (row: object) => uniqueKeyOf(def.unique.fields, row);

  /** The uniqueness keys in use among the school's live records the rule counts. */
  async function takenKeys(db: Db, schoolId: string): Promise<Set<string>> {
    const columns = Object.fromEntries(
      def.unique.fields.map((field) => [field, fieldOf(def.table, field) as PgColumn]),
    );
    const rows = await db
      .select(columns)
      .from(def.table)
      .where(def.repo.live(and(eq(def.table.school_id, schoolId), def.unique.among)));
    return new Set(rows.map(keyOf));
  }

  /** Rows naming no live record of the school in the reference field are a 400. */
  async function assertReferences(db: Db, fresh: Array<{ row: object; index: number }>, schoolId: string) {
    const reference = def.reference;
    if (!reference) return;
    const idOf = (row: object) => String(fieldOf(row, reference.field));
    const live = await reference.live(
      db,
      fresh.map(({ row }) => idOf(row)),
      schoolId,
    );
    const bad = fresh.filter(({ row }) => !live.has(idOf(row))).map(({ index }) => index);
    if (bad.length > 0) throw rowsInvalid(bad, reference.field, reference.message);
  }

  return async function bulkCreate(
    context: WriteContext,
    user: CurrentUser,
    input: BulkRequest<Omit<ClientRecord<T['newRow']>, 'school_id'>>,
  ) {
    const { tx } = context;
    assertSchoolAccess(user, input.school_id);
    await lockSchool(tx, input.school_id, { live: true });
    const rows = input.rows.map((row) => {
      const record = { ...row, school_id: input.school_id };
      return withId<T['newRow']>({ ...record, ...def.derive?.(record) });
    });
    const stored = await def.repo.findByIds(
      tx,
      rows.map((row) => row._id),
    );
    const plan = planBulk(rows, stored, input.school_id);
    await assertReferences(tx, plan.fresh, input.school_id);
    markClashes(plan, def.unique.fields.at(-1)!, keyOf, await takenKeys(tx, input.school_id), {
      repeated: def.unique.repeated,
      taken: def.unique.taken,
    });
    assertNoClashes(plan);

    const inserted = new Map<string, T['row']>();
    for (const row of await def.repo.insertMany(
      tx,
      plan.fresh.map(({ row }) => row),
    )) {
      inserted.set(row._id, row);
      touchRecord(context, def.entity, def.table, row);
    }
    const answered = rows.map((row, index) => plan.kept.get(index) ?? inserted.get(row._id)!);
    return { success: true as const, created: inserted.size, data: await def.answers(tx, answered) };
  };
}
