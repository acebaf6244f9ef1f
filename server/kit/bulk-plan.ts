/** Bookkeeping of an all-or-nothing import of a school's records: which rows exist, clash or are new. */
import { BULK_MESSAGES as B } from '../../src/domain/csv/bulk-request';
import { HttpError, badRequest } from '../http/errors';

interface Stored {
  _id: string;
  school_id: string | null;
  deletedAt: Date | null;
}

export interface BulkPlan<R, S> {
  /** Rows to insert, with their position in the request. */
  fresh: Array<{ row: R; index: number }>;
  /** Rows whose id already exists for the school, answered as stored. */
  kept: Map<number, S>;
  /** Clashes, keyed `rows.<index>.<field>`; a 409 unless empty. */
  clashes: Record<string, string>;
}

export const rowKey = (index: number, field: string) => `rows.${index}.${field}`;

/** Indexes of every item whose key appears more than once; an undefined key repeats nothing. */
function repeatedIndexes(keys: ReadonlyArray<string | undefined>): number[] {
  const counts = new Map<string | undefined, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return keys.flatMap((key, index) => (key !== undefined && (counts.get(key) ?? 0) > 1 ? [index] : []));
}

/**
 * Splits the rows by their ids: repeated in the file, taken elsewhere, already stored (for this school,
 * when records belong to one), or new.
 */
export function planBulk<R extends { _id: string }, S extends Stored>(
  rows: R[],
  stored: S[],
  schoolId?: string,
): BulkPlan<R, S> {
  const clashes: Record<string, string> = {};
  for (const index of repeatedIndexes(rows.map((row) => row._id)))
    clashes[rowKey(index, '_id')] = B.idRepeated;
  const byId = new Map(stored.map((row) => [row._id, row]));
  const kept = new Map<number, S>();
  const fresh: BulkPlan<R, S>['fresh'] = [];
  rows.forEach((row, index) => {
    const existing = byId.get(row._id);
    if (!existing) fresh.push({ row, index });
    else if (existing.deletedAt || (schoolId !== undefined && existing.school_id !== schoolId))
      clashes[rowKey(index, '_id')] = B.idTaken;
    else kept.set(index, existing);
  });
  return { fresh, kept, clashes };
}

/** Marks new rows whose key repeats another new row's, or one already taken; a row without a key never clashes. */
export function markClashes<R>(
  plan: BulkPlan<R, unknown>,
  field: string,
  keyOf: (row: R) => string | undefined,
  taken: Set<string>,
  messages: { repeated: string; taken: string },
): void {
  for (const at of repeatedIndexes(plan.fresh.map(({ row }) => keyOf(row)))) {
    plan.clashes[rowKey(plan.fresh[at]!.index, field)] = messages.repeated;
  }
  for (const { row, index } of plan.fresh) {
    const key = keyOf(row);
    if (key !== undefined && taken.has(key)) plan.clashes[rowKey(index, field)] = messages.taken;
  }
}

export function assertNoClashes(plan: BulkPlan<unknown, unknown>): void {
  if (Object.keys(plan.clashes).length > 0) throw new HttpError(409, B.duplicates, 'duplicate', plan.clashes);
}

/** A 400 naming each row with a bad field. */
export function rowsInvalid(indexes: number[], field: string, message: string): HttpError {
  return badRequest(
    B.validationFailed,
    Object.fromEntries(indexes.map((index) => [rowKey(index, field), message])),
  );
}
