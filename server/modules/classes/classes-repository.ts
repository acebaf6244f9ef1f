/** The classes' own SQL: the search over a class teacher's name, the rules' reads, a class's details, the masters. */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { classes, masterClasses, masterSubjects, students, subjects, teachers } from '../../db/schema';
import { containing } from '../../kit/synced-repository';
import type { ClassRow } from './class-view';

/** 'Class 5 - A' as shown, its section, or its class teacher's name. */
export function classSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return or(
    ilike(sql`${classes.class_name} || ' - ' || ${classes.section}`, pattern),
    sql`exists (select 1 from ${teachers} where ${teachers._id} = ${classes.class_teacher_id}
      and ${teachers.deletedAt} is null and ${teachers.teacher_name} ilike ${pattern})`,
  );
}

/** Live teachers of the school among these ids. */
export async function findLiveTeacherIds(db: Db, ids: string[], schoolId: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ _id: teachers._id })
    .from(teachers)
    .where(and(inArray(teachers._id, ids), eq(teachers.school_id, schoolId), isNull(teachers.deletedAt)));
  return new Set(rows.map((row) => row._id));
}

/** How many live pupils the class has, those who left not counted. */
export async function countClassPupils(db: Db, classId: string): Promise<number> {
  const [row] = await db
    .select({ pupils: count() })
    .from(students)
    .where(and(eq(students.class_id, classId), isNull(students.deletedAt), isNull(students.left_year)));
  return Number(row?.pupils ?? 0);
}

export async function findClass(db: Db, id: string): Promise<ClassRow | undefined> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes._id, id), isNull(classes.deletedAt)));
  return row;
}

/** Live classes of one school, or of every school, by grade and section. */
export async function findClasses(db: Db, schoolId?: string): Promise<ClassRow[]> {
  return db
    .select()
    .from(classes)
    .where(
      and(isNull(classes.deletedAt), schoolId === undefined ? undefined : eq(classes.school_id, schoolId)),
    )
    .orderBy(asc(classes.school_id), asc(classes.grade), asc(classes.section), asc(classes._id));
}

export async function findTeacherContact(db: Db, teacherId: string) {
  const [row] = await db
    .select({ name: teachers.teacher_name, email: teachers.email })
    .from(teachers)
    .where(and(eq(teachers._id, teacherId), isNull(teachers.deletedAt)));
  return row;
}

/** Subjects linked to the class, or taught in its grade at its school when not linked to a class. */
export async function findClassSubjectNames(db: Db, row: ClassRow): Promise<string[]> {
  const found = await db
    .select({ name: subjects.name })
    .from(subjects)
    .where(
      and(
        isNull(subjects.deletedAt),
        eq(subjects.school_id, row.school_id),
        or(eq(subjects.class_id, row._id), and(isNull(subjects.class_id), eq(subjects.grade, row.grade))),
      ),
    )
    .orderBy(asc(subjects.createdAt), asc(subjects.name));
  return found.map((subject) => subject.name);
}

export async function findClassStudents(db: Db, classId: string) {
  return db
    .select({
      id: students._id,
      name: students.student_name,
      rollNumber: students.roll_number,
      email: students.email,
    })
    .from(students)
    .where(and(eq(students.class_id, classId), isNull(students.deletedAt), isNull(students.left_year)))
    .orderBy(asc(students.roll_number), asc(students.student_name));
}

export async function findMasterClasses(db: Db) {
  return db
    .select()
    .from(masterClasses)
    .where(isNull(masterClasses.deletedAt))
    .orderBy(asc(masterClasses.grade), asc(masterClasses.class_name));
}

/** Subject masters of every class, or of one master class. */
export async function findMasterSubjects(db: Db, masterClassId?: string) {
  return db
    .select()
    .from(masterSubjects)
    .where(
      and(
        isNull(masterSubjects.deletedAt),
        masterClassId === undefined ? undefined : eq(masterSubjects.subject_master_class_id, masterClassId),
      ),
    )
    .orderBy(
      asc(masterSubjects.subject_master_class_id),
      asc(masterSubjects.createdAt),
      asc(masterSubjects.subject_name),
    );
}
