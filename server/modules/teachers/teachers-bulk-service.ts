/** `POST /teachers/bulk`: all rows or none, like students (see students-bulk-service.ts). */
import { newId } from '../../../src/domain/ids';
import { TEACHER_BULK_MESSAGES, type TeacherBulkRequest } from '../../../src/domain/teachers/teacher-bulk';
import { TEACHER_MESSAGES as M } from '../../../src/domain/teachers/teacher-schema';
import { schools, teachers } from '../../db/schema';
import type { WriteContext } from '../../http/write';
import type { CurrentUser } from '../../plugins/auth';
import { assertSchoolAccess } from '../schools/school-access';
import { BULK_CHUNK, assertNoClashes, chunked, markClashes, planBulk } from '../students/bulk-plan';
import { lockSchool } from '../students/people-write';
import { toTeacherView, type TeacherRow } from './teacher-view';
import * as repo from './teachers-repository';

export async function bulkCreateTeachers(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  input: TeacherBulkRequest,
) {
  assertSchoolAccess(user, input.school_id);
  await lockSchool(tx, input.school_id, { live: true });
  const rows = input.rows.map((row) => ({ ...row, _id: row._id ?? newId(), school_id: input.school_id }));
  const plan = planBulk(
    rows,
    await repo.findTeachersByIds(
      tx,
      rows.map((row) => row._id),
    ),
    input.school_id,
  );
  const taken = new Set(await repo.findTeacherCodes(tx, input.school_id));
  markClashes(plan, 'teacher_id', (row) => row.teacher_id, taken, {
    repeated: TEACHER_BULK_MESSAGES.idRepeated,
    taken: M.idTaken,
  });
  assertNoClashes(plan);

  const inserted = new Map<string, TeacherRow>();
  for (const chunk of chunked(plan.fresh, BULK_CHUNK)) {
    for (const row of await repo.insertTeachers(
      tx,
      chunk.map(({ row }) => row),
    ))
      inserted.set(row._id, row);
  }
  for (const id of inserted.keys()) touch(teachers, id);
  if (inserted.size > 0) touch(schools, input.school_id);

  const data = rows.map((row, index) => toTeacherView(plan.kept.get(index) ?? inserted.get(row._id)!));
  return { success: true as const, created: inserted.size, data };
}
