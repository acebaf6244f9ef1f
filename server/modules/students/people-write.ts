/** Helpers shared by the students and teachers writes. */
import { SCHOOL_API_MESSAGES } from '../../../src/domain/schools/school-messages';
import type { Db } from '../../db/connection';
import { notFound, type HttpError } from '../../http/errors';
import { findSchool } from '../schools/schools-repository';

/** Postgres unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

/** Runs a write; a unique violation (two writers raced past a check) becomes the given answer. */
export async function orClash<T>(write: Promise<T>, clash: () => HttpError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw clash();
    throw error;
  }
}

/**
 * Locks the school's row for the rest of the write. Every student or teacher write touches its school
 * (for the counts); locking the row first, as school writes do, keeps one lock order (school, then
 * record, then the sync sequence) so two writers never wait on each other, and serialises the
 * creates of one school so a repeated create finds the first one's record.
 */
export async function lockSchool(db: Db, schoolId: string, options: { live: boolean }): Promise<void> {
  const row = await findSchool(db, schoolId, { forUpdate: true, withDeleted: !options.live });
  if (!row) throw notFound(SCHOOL_API_MESSAGES.notFound);
}
