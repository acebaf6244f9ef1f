/**
 * The classes area: the kit's reads and writes of a school's records,
 * with the class's rules: grade and section unique within the school, class_name derived from the
 * grade, the class teacher a live teacher of the school, and no delete while pupils are enrolled.
 * Also the class details of the School details page and the class and subject masters.
 */
import { and, eq } from 'drizzle-orm';
import { CLASS_MESSAGES as M, classHasPupils, classNameOf } from '../../../src/domain/classes/class-schema';
import type { SchoolClass } from '../../../src/domain/classes/class';
import type { ClassDetails } from '../../../src/domain/schools/school';
import { assertSchoolAccess } from '../../auth/school-access';
import type { Db } from '../../db/connection';
import { classes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { schoolRecordsService } from '../../kit/school-records-service';
import type { CurrentUser } from '../../auth/access';
import type { ClassListQuery } from './class-query-schema';
import { classView, toClassView, toMasterClassView, toMasterSubjectView, type ClassRow } from './class-view';
import * as repo from './classes-repository';

/** class_name is derived, never sent. */
type NewClassRow = Omit<typeof classes.$inferInsert, 'class_name'> & { class_name?: string };

const kit = schoolRecordsService<{
  row: ClassRow;
  newRow: NewClassRow;
  view: SchoolClass;
  query: ClassListQuery;
}>({
  entity: 'classes',
  table: classes,
  repo: repo.classRows,
  notFound: M.notFound,
  answers: async (_db, rows) => rows.map(toClassView),
  answerJson: classView.json(),
  list: {
    // The search also looks at the class teacher's name, in another table: see `filters`.
    search: [],
    orderBy: [classes.school_id, classes.grade, classes.section],
    filters: (query) => ({
      where: and(
        repo.classSearch(query.search ?? query.q),
        query.status === undefined ? undefined : eq(classes.status, query.status),
      ),
      echo: { status: query.status },
    }),
  },
  unique: { fields: ['grade', 'section'], taken: M.taken, repeated: M.taken },
  reference: { field: 'class_teacher_id', message: M.teacherInvalid, live: repo.findLiveTeacherIds },
  derive: (record) => ({ class_name: classNameOf(record.grade) }),
  async deleteRefusal(db, row) {
    const pupils = await repo.countClassPupils(db, row._id);
    return pupils > 0 ? classHasPupils(pupils) : undefined;
  },
});

/** Every class that matches unless a limit is asked for (a school's classes are read whole, as an array). */
async function list(db: Db, user: CurrentUser, query: ClassListQuery) {
  return kit.list(db, user, query, { defaultLimit: 'all', liveSchool: query.school_id !== undefined });
}

export const classesService = { ...kit, list };

export async function classDetails(db: Db, user: CurrentUser, classId: string): Promise<ClassDetails> {
  const row = await repo.findClass(db, classId);
  if (!row) throw notFound(M.notFound);
  assertSchoolAccess(user, row.school_id);
  const teacher = row.class_teacher_id ? await repo.findTeacherContact(db, row.class_teacher_id) : undefined;
  return {
    teacher: teacher ?? null,
    subjects: await repo.findClassSubjectNames(db, row),
    students: await repo.findClassStudents(db, classId),
  };
}

export async function masterClasses(db: Db) {
  return (await repo.findMasterClasses(db)).map(toMasterClassView);
}

export async function masterSubjects(db: Db, masterClassId?: string) {
  return (await repo.findMasterSubjects(db, masterClassId)).map(toMasterSubjectView);
}
