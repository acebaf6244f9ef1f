/** Classes, class details and the class and subject masters (spec §7). */
import type { ClassDetails } from '../../../src/domain/schools/school';
import { SCHOOL_API_MESSAGES as A } from '../../../src/domain/schools/school-messages';
import { assertSchoolAccess, schoolScopeOf } from '../../auth/school-access';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { assertLiveSchool } from '../../kit/record-write';
import type { CurrentUser } from '../../plugins/auth';
import { toClassView, toMasterClassView, toMasterSubjectView } from './class-view';
import * as repo from './classes-repository';

export async function classDetails(db: Db, user: CurrentUser, classId: string): Promise<ClassDetails> {
  const row = await repo.findClass(db, classId);
  if (!row) throw notFound(A.classNotFound);
  assertSchoolAccess(user, row.school_id);
  const teacher = row.class_teacher_id ? await repo.findTeacherContact(db, row.class_teacher_id) : undefined;
  return {
    teacher: teacher ?? null,
    subjects: await repo.findClassSubjectNames(db, row),
    students: await repo.findClassStudents(db, classId),
  };
}

/** One school's classes; without a school, every class the caller may see. */
export async function listClasses(db: Db, user: CurrentUser, schoolId?: string) {
  if (schoolId !== undefined) await assertLiveSchool(db, user, schoolId);
  const rows = await repo.findClasses(db, schoolId ?? schoolScopeOf(user));
  return rows.map(toClassView);
}

export async function masterClasses(db: Db) {
  return (await repo.findMasterClasses(db)).map(toMasterClassView);
}

export async function masterSubjects(db: Db, masterClassId?: string) {
  return (await repo.findMasterSubjects(db, masterClassId)).map(toMasterSubjectView);
}
