/**
 * `POST /students/bulk`: all rows or none, in one transaction. Rows whose id already exists for the
 * school are answered as stored (a replay after a lost answer); every other row is inserted.
 */
import { newId } from '../../../src/domain/ids';
import { STUDENT_BULK_MESSAGES, type StudentBulkRequest } from '../../../src/domain/students/student-bulk';
import { STUDENT_MESSAGES as M } from '../../../src/domain/students/student-schema';
import { schools, students } from '../../db/schema';
import type { WriteContext } from '../../http/write';
import type { CurrentUser } from '../../plugins/auth';
import { assertSchoolAccess } from '../schools/school-access';
import { BULK_CHUNK, assertNoClashes, chunked, markClashes, planBulk, rowsInvalid } from './bulk-plan';
import { lockSchool } from './people-write';
import { toStudentAnswer, type StudentRow } from './student-view';
import * as repo from './students-repository';

const rollOf = (row: { class_id: string; roll_number: string }) => `${row.class_id}|${row.roll_number}`;

export async function bulkCreateStudents(
  { tx, touch }: WriteContext,
  user: CurrentUser,
  input: StudentBulkRequest,
) {
  assertSchoolAccess(user, input.school_id);
  await lockSchool(tx, input.school_id, { live: true });
  const rows = input.rows.map((row) => ({ ...row, _id: row._id ?? newId(), school_id: input.school_id }));
  const ids = rows.map((row) => row._id);
  const plan = planBulk(rows, await repo.findStudentsByIds(tx, ids), input.school_id);

  const classIds = [...rows, ...plan.kept.values()].map((row) => row.class_id);
  const classById = new Map(
    (await repo.findClassSummaries(tx, classIds, input.school_id)).map((summary) => [summary._id, summary]),
  );
  const badClasses = plan.fresh.filter(({ row }) => !classById.has(row.class_id)).map(({ index }) => index);
  if (badClasses.length > 0) throw rowsInvalid(badClasses, 'class_id', M.classInvalid);

  const taken = new Set((await repo.findClassRolls(tx, [...classById.keys()])).map(rollOf));
  markClashes(plan, 'roll_number', rollOf, taken, {
    repeated: STUDENT_BULK_MESSAGES.rollRepeated,
    taken: M.rollTaken,
  });
  assertNoClashes(plan);

  const inserted = new Map<string, StudentRow>();
  for (const chunk of chunked(plan.fresh, BULK_CHUNK)) {
    for (const row of await repo.insertStudents(
      tx,
      chunk.map(({ row }) => row),
    ))
      inserted.set(row._id, row);
  }
  for (const id of inserted.keys()) touch(students, id);
  if (inserted.size > 0) touch(schools, input.school_id);

  const data = rows.map((row, index) => {
    const stored = plan.kept.get(index) ?? inserted.get(row._id)!;
    return toStudentAnswer(stored, classById.get(stored.class_id));
  });
  return { success: true as const, created: inserted.size, data };
}
