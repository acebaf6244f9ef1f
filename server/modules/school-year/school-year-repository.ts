/**
 * The SQL of starting and undoing a school's new year: the school locked, its classes and attending
 * pupils read, pupils moved and restored in bulk (one JSON parameter per statement, whatever the
 * school's size), and what the move changed kept in `new_year_changes` for the undo.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ClassHistoryEntry } from '../../../src/domain/school-year/class-history';
import type { PlanClass, PlanPupil } from '../../../src/domain/school-year/year-plan';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows-of';
import { classes, newYearChanges, schools, students, subjects, teachers } from '../../db/schema';

export type SchoolRow = typeof schools.$inferSelect;

/** A record's id and the version a change gave it. */
export interface Versioned {
  _id: string;
  version: number;
}

/** A pupil as the move reads them: the plan's fields and their history. */
export interface YearPupil extends PlanPupil {
  class_history: ClassHistoryEntry[];
}

/** What a pupil was before the move, restored by the undo. */
export interface PupilBefore {
  class_id: string;
  roll_number: string;
  left_year: string | null;
  class_history: ClassHistoryEntry[];
}

export interface SchoolBefore {
  academic_year: string;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function lockSchool(tx: Db, schoolId: string): Promise<SchoolRow | undefined> {
  const [row] = await tx
    .select()
    .from(schools)
    .where(and(eq(schools._id, schoolId), isNull(schools.deletedAt)))
    .for('update');
  return row;
}

export function liveClasses(tx: Db, schoolId: string): Promise<PlanClass[]> {
  return tx
    .select({
      _id: classes._id,
      grade: classes.grade,
      section: classes.section,
      class_name: classes.class_name,
    })
    .from(classes)
    .where(and(eq(classes.school_id, schoolId), isNull(classes.deletedAt)));
}

/** The school's live pupils who have not left, each row locked: the move changes them all. */
export function attendingPupils(tx: Db, schoolId: string): Promise<YearPupil[]> {
  return tx
    .select({
      _id: students._id,
      student_name: students.student_name,
      class_id: students.class_id,
      roll_number: students.roll_number,
      class_history: students.class_history,
    })
    .from(students)
    .where(and(eq(students.school_id, schoolId), isNull(students.deletedAt), isNull(students.left_year)))
    .for('update');
}

/** Which of `ids` any record of the classes table already has, deleted ones included. */
export async function takenClassIds(tx: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ _id: classes._id })
    .from(classes)
    .where(inArray(classes._id, [...ids]));
  return rows.map((row) => row._id);
}

/** Which of `ids` are live teachers of the school. */
export async function teachersOf(tx: Db, schoolId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ _id: teachers._id })
    .from(teachers)
    .where(
      and(eq(teachers.school_id, schoolId), isNull(teachers.deletedAt), inArray(teachers._id, [...ids])),
    );
  return new Set(rows.map((row) => row._id));
}

export interface NewClassRow {
  _id: string;
  grade: number;
  section: string;
  class_name: string;
  class_teacher_id: string | null;
}

export async function insertClasses(
  tx: Db,
  schoolId: string,
  rows: readonly NewClassRow[],
): Promise<Versioned[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(classes)
    .values(rows.map((row) => ({ ...row, school_id: schoolId, status: 'active' })))
    .returning({ _id: classes._id, version: classes.version });
}

export interface PupilChange {
  id: string;
  class_id: string;
  roll_number: string;
  left_year: string | null;
  class_history: ClassHistoryEntry[];
}

/**
 * Sets each pupil's class, roll number, leaving year and history, a new version each. Roll numbers are
 * unique per class at every row, not only at the end of a statement: the pupils first get a roll number
 * no one can hold (`~` and their id), then their own, so a pupil can take a number another is leaving.
 */
export async function setPupils(tx: Db, changes: readonly PupilChange[]): Promise<Versioned[]> {
  if (changes.length === 0) return [];
  const ids = json(changes.map((change) => change.id));
  await tx.execute(sql`update ${students} set roll_number = '~' || id
    where id in (select jsonb_array_elements_text(${ids}))`);
  return rowsOf<Versioned>(
    tx,
    sql`update ${students} as s set
      class_id = m.class_id, roll_number = m.roll_number, left_year = m.left_year,
      class_history = m.class_history, version = s.version + 1, updated_at = now()
    from jsonb_to_recordset(${json(changes)})
      as m(id text, class_id text, roll_number text, left_year text, class_history jsonb)
    where s.id = m.id
    returning s.id as "_id", s.version`,
  );
}

export async function setSchoolYear(
  tx: Db,
  schoolId: string,
  year: string,
  undoUntil: Date | null,
): Promise<Versioned> {
  const [row] = await tx
    .update(schools)
    .set({
      academic_year: year,
      new_year_undo_until: undoUntil,
      version: sql`${schools.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(schools._id, schoolId))
    .returning({ _id: schools._id, version: schools.version });
  return row!;
}

/** Keeps what the start changed, in place of what an earlier start of the school kept. */
export async function keepChanges(
  tx: Db,
  schoolId: string,
  year: string,
  kept: { pupils: Map<string, PupilBefore>; classes: readonly string[]; school: SchoolBefore },
): Promise<void> {
  await tx.delete(newYearChanges).where(eq(newYearChanges.schoolId, schoolId));
  const rows = [
    { kind: 'school', record_id: schoolId, before: kept.school },
    ...kept.classes.map((id) => ({ kind: 'class', record_id: id, before: null })),
    ...[...kept.pupils].map(([id, before]) => ({ kind: 'student', record_id: id, before })),
  ];
  await tx.execute(sql`insert into ${newYearChanges} (school_id, year, kind, record_id, before)
    select ${schoolId}, ${year}, r.kind, r.record_id, r.before
    from jsonb_to_recordset(${json(rows)}) as r(kind text, record_id text, before jsonb)`);
}

export interface KeptChanges {
  school: SchoolBefore | undefined;
  classes: string[];
  pupils: Map<string, PupilBefore>;
}

export async function keptChanges(tx: Db, schoolId: string, year: string): Promise<KeptChanges> {
  const rows = await tx
    .select()
    .from(newYearChanges)
    .where(and(eq(newYearChanges.schoolId, schoolId), eq(newYearChanges.year, year)));
  const kept: KeptChanges = { school: undefined, classes: [], pupils: new Map() };
  for (const row of rows) {
    if (row.kind === 'school') kept.school = row.before as SchoolBefore;
    else if (row.kind === 'class') kept.classes.push(row.recordId);
    else kept.pupils.set(row.recordId, row.before as PupilBefore);
  }
  return kept;
}

export async function forgetChanges(tx: Db, schoolId: string): Promise<void> {
  await tx.delete(newYearChanges).where(eq(newYearChanges.schoolId, schoolId));
}

/**
 * Which of `classIds` a live record links to: a pupil (left or not) or a subject. The undo keeps such a
 * class rather than leave those records pointing at a deleted one.
 */
export async function classesInUse(tx: Db, classIds: readonly string[]): Promise<Set<string>> {
  if (classIds.length === 0) return new Set();
  const ids = [...classIds];
  const pupils = await tx
    .selectDistinct({ classId: students.class_id })
    .from(students)
    .where(and(inArray(students.class_id, ids), isNull(students.deletedAt)));
  const linked = await tx
    .selectDistinct({ classId: subjects.class_id })
    .from(subjects)
    .where(and(inArray(subjects.class_id, ids), isNull(subjects.deletedAt)));
  return new Set([...pupils, ...linked].flatMap((row) => (row.classId ? [row.classId] : [])));
}

/** Which of `classIds` are deleted. */
export async function deletedClasses(tx: Db, classIds: readonly string[]): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await tx
    .select({ _id: classes._id })
    .from(classes)
    .where(and(inArray(classes._id, [...classIds]), isNotNull(classes.deletedAt)));
  return rows.map((row) => row._id);
}

/** Soft-deletes the live classes among `ids`; answers those it deleted, with their new versions. */
export async function deleteClasses(tx: Db, ids: readonly string[]): Promise<Versioned[]> {
  if (ids.length === 0) return [];
  return tx
    .update(classes)
    .set({ deletedAt: sql`now()`, version: sql`${classes.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(classes._id, [...ids]), isNull(classes.deletedAt)))
    .returning({ _id: classes._id, version: classes.version });
}
