/** Pieces of every write to a school's records: the school's row and lock, clashes, and what a write touches. */
import { SCHOOL_TALLIED, type EntityName } from '../../src/domain/sync/entity-registry';
import { SCHOOL_API_MESSAGES } from '../../src/domain/schools/school-messages';
import type { Db } from '../db/connection';
import { schools } from '../db/schema';
import { isUniqueViolation, notFound, type HttpError } from '../http/errors';
import type { SyncedTable } from '../db/synced-table';
import type { WriteContext } from '../http/write';
import { syncedRepository } from './synced-repository';

/** The schools table through the generic repository: the schools area and every school's records use it. */
export const schoolRows = syncedRepository(schools);

/**
 * Runs a write; a unique violation (two writers raced past a check) becomes the given answer, which may
 * read the violation (its `constraint`) when the table has more than one unique rule.
 */
export async function orClash<T>(write: Promise<T>, clash: (violation: unknown) => HttpError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw clash(error);
    throw error;
  }
}

/**
 * Locks the school's row for the rest of the write. Every write of a school's record touches its school
 * (for the counts); locking the row first, as school writes do, keeps one lock order (school, then
 * record, then the sync sequence) so two writers never wait on each other, and serialises the
 * creates of one school so a repeated create finds the first one's record.
 */
export async function lockSchool(db: Db, schoolId: string, options: { live: boolean }): Promise<void> {
  const row = await schoolRows.find(db, schoolId, { forUpdate: true, withDeleted: !options.live });
  if (!row) throw notFound(SCHOOL_API_MESSAGES.notFound);
}

/** Marks a changed record for the delta pull, and its school when the record counts in its statistics. */
export function touchRecord(
  { touch }: WriteContext,
  entity: EntityName,
  table: SyncedTable,
  row: { _id: string; school_id: string },
): void {
  touch(table, row._id);
  if (SCHOOL_TALLIED.includes(entity)) touch(schools, row.school_id, 'side-effect');
}
