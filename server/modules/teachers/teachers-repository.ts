import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ActiveStatus } from '../../../src/domain/people/person-fields';
import type { Db } from '../../db/connection';
import { classes, schools, teachers } from '../../db/schema';
import { containing } from '../students/people-list';
import type { NewTeacherRow, TeacherRow } from './teacher-view';

export interface TeacherFilter {
  /** Only this school (a school admin's scope, or a chosen school). */
  schoolId?: string;
  /** Exact, case-insensitive. */
  department?: string;
  status?: ActiveStatus;
  /** Over name, e-mail and Teacher ID, case-insensitive. */
  search?: string;
}

function whereOf(filter: TeacherFilter): SQL | undefined {
  const search = filter.search && containing(filter.search);
  return and(
    isNull(teachers.deletedAt),
    filter.schoolId === undefined
      ? sql`${teachers.school_id} in (select ${schools._id} from ${schools} where ${schools.deletedAt} is null)`
      : eq(teachers.school_id, filter.schoolId),
    filter.department === undefined
      ? undefined
      : sql`lower(${teachers.department}) = lower(${filter.department})`,
    filter.status === undefined ? undefined : eq(teachers.status, filter.status),
    search
      ? or(
          ilike(teachers.teacher_name, search),
          ilike(teachers.email, search),
          ilike(teachers.teacher_id, search),
        )
      : undefined,
  );
}

export async function findTeachers(db: Db, filter: TeacherFilter, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(teachers)
    .where(whereOf(filter))
    .orderBy(asc(teachers.teacher_name), asc(teachers._id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTeachers(db: Db, filter: TeacherFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teachers)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

/** A teacher by id, deleted or not; `forUpdate` locks it until the write commits. */
export async function findTeacher(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TeacherRow | undefined> {
  const query = db.select().from(teachers).where(eq(teachers._id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Teachers with these ids, deleted ones included. */
export async function findTeachersByIds(db: Db, ids: string[]): Promise<TeacherRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(teachers).where(inArray(teachers._id, ids));
}

/** Teacher IDs in use at a school. */
export async function findTeacherCodes(db: Db, schoolId: string): Promise<string[]> {
  const rows = await db
    .select({ teacher_id: teachers.teacher_id })
    .from(teachers)
    .where(and(eq(teachers.school_id, schoolId), isNull(teachers.deletedAt)));
  return rows.map((row) => row.teacher_id);
}

/** Inserts unless the id is taken; undefined then. */
export async function insertTeacher(db: Db, values: NewTeacherRow): Promise<TeacherRow | undefined> {
  const [row] = await db
    .insert(teachers)
    .values(values)
    .onConflictDoNothing({ target: teachers._id })
    .returning();
  return row;
}

export async function insertTeachers(db: Db, values: NewTeacherRow[]): Promise<TeacherRow[]> {
  return db.insert(teachers).values(values).returning();
}

export async function updateTeacher(
  db: Db,
  id: string,
  values: Partial<NewTeacherRow>,
): Promise<TeacherRow | undefined> {
  const [row] = await db
    .update(teachers)
    .set({ ...values, updatedAt: new Date(), version: sql`${teachers.version} + 1` })
    .where(and(eq(teachers._id, id), isNull(teachers.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteTeacher(db: Db, id: string): Promise<TeacherRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(teachers)
    .set({ deletedAt: now, updatedAt: now, version: sql`${teachers.version} + 1` })
    .where(and(eq(teachers._id, id), isNull(teachers.deletedAt)))
    .returning();
  return row;
}

/** Live classes whose class teacher this was lose it; their ids, to be re-sent. */
export async function clearClassTeacher(db: Db, teacherId: string): Promise<string[]> {
  const rows = await db
    .update(classes)
    .set({ class_teacher_id: null, updatedAt: new Date(), version: sql`${classes.version} + 1` })
    .where(and(eq(classes.class_teacher_id, teacherId), isNull(classes.deletedAt)))
    .returning({ _id: classes._id });
  return rows.map((row) => row._id);
}
