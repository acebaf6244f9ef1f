/** A school's subjects (spec §7 Subjects). */
import type { Db } from '../../db/connection';
import { assertLiveSchool } from '../../kit/record-write';
import type { CurrentUser } from '../../plugins/auth';
import { toSubjectView } from './subject-view';
import { findSchoolSubjects } from './subjects-repository';

export async function schoolSubjects(db: Db, user: CurrentUser, schoolId: string) {
  await assertLiveSchool(db, user, schoolId);
  return (await findSchoolSubjects(db, schoolId)).map(toSubjectView);
}
