/** The rules of every school write: access, versions, client ids and soft deletes (docs/sync.md, "Long outages"; docs/api.md, "Versions and If-Match"). */
import type * as v from 'valibot';
import { newId } from '../../../src/domain/ids';
import { SCHOOL_API_MESSAGES as A } from '../../../src/domain/schools/school-messages';
import type {
  SchoolBulkUpdateSchema,
  SchoolCreateValues,
  SchoolPatchValues,
} from '../../../src/domain/schools/school-schema';
import type { Db } from '../../db/connection';
import { schools } from '../../db/schema';
import { HttpError, duplicate, notFound, versionConflict } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import type { CurrentUser } from '../../auth/access';
import { assertSchoolAccess } from '../../auth/school-access';
import { viewOf, viewsOf } from './schools-read-service';
import * as repo from './schools-repository';

/** A create whose id already exists for the same creator answers the existing record (docs/sync.md, "Long outages"). */
export async function createSchool(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  input: SchoolCreateValues,
) {
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const row = await repo.schoolRows.insert(tx, { ...fields, _id: id, ownerId: user.id });
  if (row) {
    touch(schools, id);
    return viewOf(tx, row);
  }
  const existing = await repo.schoolRows.find(tx, id, { withDeleted: true });
  if (!existing || existing.deletedAt || existing.ownerId !== user.id) throw duplicate(A.idTaken, '_id');
  return viewOf(tx, existing);
}

async function lockedSchool(
  db: Db,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
  withDeleted = false,
) {
  assertSchoolAccess(user, id);
  const row = await repo.schoolRows.find(db, id, { withDeleted, forUpdate: true });
  if (!row) throw notFound(A.notFound);
  if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
    throw versionConflict(await viewOf(db, row));
  }
  return row;
}

export async function updateSchool(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  input: SchoolPatchValues,
  baseVersion: number | undefined,
) {
  await lockedSchool(tx, user, id, baseVersion);
  const row = await repo.schoolRows.update(tx, id, input);
  touch(schools, id);
  return viewOf(tx, row!);
}

/** Soft delete; deleting a school already deleted succeeds (docs/sync.md, "Long outages"). */
export async function deleteSchool(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  baseVersion?: number,
) {
  const current = await lockedSchool(tx, user, id, baseVersion, true);
  if (current.deletedAt) return viewOf(tx, current);
  const row = await repo.schoolRows.softDelete(tx, id);
  touch(schools, id);
  return viewOf(tx, row!);
}

export async function bulkUpdateStatus(
  { tx, touch }: WriteContext,
  input: v.InferOutput<typeof SchoolBulkUpdateSchema>,
) {
  const locked = await repo.lockSchools(tx, input.schoolIds);
  const live = new Set(locked.filter((row) => !row.deletedAt).map((row) => row._id));
  const missing = input.schoolIds.filter((id) => !live.has(id));
  if (missing.length > 0) throw new HttpError(404, A.someNotFound, 'not_found', undefined, { missing });
  const rows = await repo.setSchoolsStatus(tx, input.schoolIds, input.status);
  for (const row of rows) touch(schools, row._id);
  const data = await viewsOf(tx, rows);
  return { matched: rows.length, modified: rows.length, data };
}
