/** The rules of every teacher write: access, Teacher IDs, versions, client ids, soft deletes. */
import type * as v from 'valibot';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES } from '../../../src/domain/teachers/teacher-bulk';
import {
  TEACHER_MESSAGES as M,
  type TeacherCreateSchema,
  type TeacherUpdateSchema,
} from '../../../src/domain/teachers/teacher-schema';
import type { Db } from '../../db/connection';
import { classes, schools, teachers } from '../../db/schema';
import { badRequest, duplicate, notFound, versionConflict } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import type { CurrentUser } from '../../plugins/auth';
import { assertSchoolAccess } from '../schools/school-access';
import { lockSchool, orClash } from '../students/people-write';
import { TEACHER_NOT_FOUND } from './teachers-read-service';
import { toTeacherView } from './teacher-view';
import * as repo from './teachers-repository';

type CreateValues = v.InferOutput<typeof TeacherCreateSchema>;
type UpdateValues = v.InferOutput<typeof TeacherUpdateSchema>;

const idTaken = () => duplicate(M.idTaken, 'teacher_id');

/** A create whose id already exists for the same school answers the existing record (DESIGN.md §4.8). */
export async function createTeacher({ tx, touch }: WriteContext, user: CurrentUser, input: CreateValues) {
  assertSchoolAccess(user, input.school_id);
  await lockSchool(tx, input.school_id, { live: true });
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const existing = await repo.findTeacher(tx, id);
  if (!existing) {
    const row = await orClash(repo.insertTeacher(tx, { ...fields, _id: id }), idTaken);
    if (row) {
      touch(teachers, id);
      touch(schools, row.school_id);
      return toTeacherView(row);
    }
  }
  const raced = existing ?? (await repo.findTeacher(tx, id));
  if (!raced || raced.deletedAt || raced.school_id !== input.school_id) {
    throw duplicate(BULK_MESSAGES.idTaken, '_id');
  }
  return toTeacherView(raced);
}

/**
 * The teacher, locked after its school: 404 when unknown (or deleted, unless allowed), 403 for another
 * school, 409 when stale.
 */
async function lockedTeacher(
  db: Db,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
  allowDeleted = false,
) {
  const seen = await repo.findTeacher(db, id);
  if (!seen) throw notFound(TEACHER_NOT_FOUND);
  assertSchoolAccess(user, seen.school_id);
  await lockSchool(db, seen.school_id, { live: false });
  const row = (await repo.findTeacher(db, id, { forUpdate: true }))!;
  if (row.deletedAt && !allowDeleted) throw notFound(TEACHER_NOT_FOUND);
  if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
    throw versionConflict(toTeacherView(row));
  }
  return row;
}

/** teacher_id may be sent unchanged (the portal sends it) but never changed. */
export async function updateTeacher(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  input: UpdateValues,
  baseVersion: number | undefined,
) {
  const current = await lockedTeacher(tx, user, id, baseVersion);
  const { teacher_id: teacherId, ...fields } = input;
  if (teacherId !== undefined && teacherId !== current.teacher_id) {
    throw badRequest(BULK_MESSAGES.validationFailed, { teacher_id: M.idReadOnly });
  }
  const row = await repo.updateTeacher(tx, id, fields);
  touch(teachers, id);
  touch(schools, current.school_id);
  return toTeacherView(row!);
}

/** Soft delete; a class this teacher led loses its class teacher in the same transaction. */
export async function deleteTeacher(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
) {
  const current = await lockedTeacher(tx, user, id, baseVersion, true);
  if (current.deletedAt) return toTeacherView(current);
  const row = await repo.softDeleteTeacher(tx, id);
  for (const classId of await repo.clearClassTeacher(tx, id)) touch(classes, classId);
  touch(teachers, id);
  touch(schools, current.school_id);
  return toTeacherView(row!);
}
