import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { classes, schools, students } from '../../db/schema';
import { containing } from './people-list';
import type { ClassSummaryRow, NewStudentRow, StudentRow } from './student-view';

export interface StudentFilter {
  /** Only this school (a school admin's scope, or a chosen school). */
  schoolId?: string;
  classId?: string;
  status?: boolean;
  /** Over name, e-mail and roll number, case-insensitive. */
  search?: string;
}

function whereOf(filter: StudentFilter): SQL | undefined {
  const search = filter.search && containing(filter.search);
  return and(
    isNull(students.deletedAt),
    filter.schoolId === undefined
      ? sql`${students.school_id} in (select ${schools._id} from ${schools} where ${schools.deletedAt} is null)`
      : eq(students.school_id, filter.schoolId),
    filter.classId === undefined ? undefined : eq(students.class_id, filter.classId),
    filter.status === undefined ? undefined : eq(students.status, filter.status),
    search
      ? or(
          ilike(students.student_name, search),
          ilike(students.email, search),
          ilike(students.roll_number, search),
        )
      : undefined,
  );
}

export async function findStudents(db: Db, filter: StudentFilter, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(students)
    .where(whereOf(filter))
    .orderBy(asc(students.student_name), asc(students._id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStudents(db: Db, filter: StudentFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(students)
    .where(whereOf(filter));
  return row?.count ?? 0;
}

/** A student by id, deleted or not; `forUpdate` locks it until the write commits. */
export async function findStudent(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StudentRow | undefined> {
  const query = db.select().from(students).where(eq(students._id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Students with these ids, deleted ones included. */
export async function findStudentsByIds(db: Db, ids: string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(students).where(inArray(students._id, ids));
}

/** Live students of these classes (roll numbers are unique per class). */
export async function findClassRolls(db: Db, classIds: string[]) {
  if (classIds.length === 0) return [];
  return db
    .select({ class_id: students.class_id, roll_number: students.roll_number })
    .from(students)
    .where(and(inArray(students.class_id, classIds), isNull(students.deletedAt)));
}

/** Live classes with these ids, of one school when given. */
export async function findClassSummaries(
  db: Db,
  ids: string[],
  schoolId?: string,
): Promise<ClassSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      _id: classes._id,
      class_name: classes.class_name,
      section: classes.section,
      grade: classes.grade,
    })
    .from(classes)
    .where(
      and(
        inArray(classes._id, [...new Set(ids)]),
        isNull(classes.deletedAt),
        schoolId === undefined ? undefined : eq(classes.school_id, schoolId),
      ),
    );
}

/** Inserts unless the id is taken; undefined then. */
export async function insertStudent(db: Db, values: NewStudentRow): Promise<StudentRow | undefined> {
  const [row] = await db
    .insert(students)
    .values(values)
    .onConflictDoNothing({ target: students._id })
    .returning();
  return row;
}

export async function insertStudents(db: Db, values: NewStudentRow[]): Promise<StudentRow[]> {
  return db.insert(students).values(values).returning();
}

export async function updateStudent(
  db: Db,
  id: string,
  values: Partial<NewStudentRow>,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .update(students)
    .set({ ...values, updatedAt: new Date(), version: sql`${students.version} + 1` })
    .where(and(eq(students._id, id), isNull(students.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteStudent(db: Db, id: string): Promise<StudentRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(students)
    .set({ deletedAt: now, updatedAt: now, version: sql`${students.version} + 1` })
    .where(and(eq(students._id, id), isNull(students.deletedAt)))
    .returning();
  return row;
}
