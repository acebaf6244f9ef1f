/** The rules of every student write: access, the class, roll numbers, versions, client ids, soft deletes. */
import type * as v from 'valibot';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES } from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  type StudentCreateSchema,
  type StudentUpdateSchema,
} from '../../../src/domain/students/student-schema';
import type { Db } from '../../db/connection';
import { schools, students } from '../../db/schema';
import { badRequest, duplicate, notFound, versionConflict } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import type { CurrentUser } from '../../plugins/auth';
import { assertSchoolAccess } from '../schools/school-access';
import { lockSchool, orClash } from './people-write';
import { STUDENT_NOT_FOUND, studentAnswer } from './students-read-service';
import * as repo from './students-repository';

type CreateValues = v.InferOutput<typeof StudentCreateSchema>;
type UpdateValues = v.InferOutput<typeof StudentUpdateSchema>;

const rollTaken = () => duplicate(M.rollTaken, 'roll_number');

/** The class must be a live class of the student's school. */
export async function assertSchoolClass(db: Db, classId: string, schoolId: string): Promise<void> {
  const [found] = await repo.findClassSummaries(db, [classId], schoolId);
  if (!found) throw badRequest(BULK_MESSAGES.validationFailed, { class_id: M.classInvalid });
}

/** A create whose id already exists for the same school answers the existing record (DESIGN.md §4.8). */
export async function createStudent({ tx, touch }: WriteContext, user: CurrentUser, input: CreateValues) {
  assertSchoolAccess(user, input.school_id);
  await lockSchool(tx, input.school_id, { live: true });
  const { _id: chosenId, ...fields } = input;
  const id = chosenId ?? newId();
  const existing = await repo.findStudent(tx, id);
  if (!existing) {
    await assertSchoolClass(tx, fields.class_id, fields.school_id);
    const row = await orClash(repo.insertStudent(tx, { ...fields, _id: id }), rollTaken);
    if (row) {
      touch(students, id);
      touch(schools, row.school_id);
      return studentAnswer(tx, row);
    }
  }
  const raced = existing ?? (await repo.findStudent(tx, id));
  if (!raced || raced.deletedAt || raced.school_id !== input.school_id)
    throw duplicate(BULK_MESSAGES.idTaken, '_id');
  return studentAnswer(tx, raced);
}

/**
 * The student, locked after its school: 404 when unknown (or deleted, unless allowed), 403 for another
 * school, 409 when stale.
 */
async function lockedStudent(
  db: Db,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
  allowDeleted = false,
) {
  const seen = await repo.findStudent(db, id);
  if (!seen) throw notFound(STUDENT_NOT_FOUND);
  assertSchoolAccess(user, seen.school_id);
  await lockSchool(db, seen.school_id, { live: false });
  const row = (await repo.findStudent(db, id, { forUpdate: true }))!;
  if (row.deletedAt && !allowDeleted) throw notFound(STUDENT_NOT_FOUND);
  if (!row.deletedAt && baseVersion !== undefined && row.version !== baseVersion) {
    throw versionConflict(await studentAnswer(db, row));
  }
  return row;
}

export async function updateStudent(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  input: UpdateValues,
  baseVersion: number | undefined,
) {
  const current = await lockedStudent(tx, user, id, baseVersion);
  if (input.class_id !== undefined && input.class_id !== current.class_id) {
    await assertSchoolClass(tx, input.class_id, current.school_id);
  }
  const row = await orClash(repo.updateStudent(tx, id, input), rollTaken);
  touch(students, id);
  touch(schools, current.school_id);
  return studentAnswer(tx, row!);
}

/** Soft delete; deleting a student already deleted succeeds (DESIGN.md §4.8). */
export async function deleteStudent(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  id: string,
  baseVersion: number | undefined,
) {
  const current = await lockedStudent(tx, user, id, baseVersion, true);
  if (current.deletedAt) return studentAnswer(tx, current);
  const row = await repo.softDeleteStudent(tx, id);
  touch(students, id);
  touch(schools, current.school_id);
  return studentAnswer(tx, row!);
}
