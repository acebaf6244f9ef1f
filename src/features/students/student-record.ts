/** Reading student and class records of the mirror (spec §3 Student portal view; status boolean, true = active). */
import type { SyncedRecord } from '../../data/db/entities';
import { toFormStatus } from '../../domain/students/student-schema';

export function textOf(record: SyncedRecord | undefined, field: string): string {
  const value = record?.[field];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** true or 'active' (other servers send the form's spelling). */
export const isActive = (record: SyncedRecord) => record.status === true || record.status === 'active';

/** The form's status of a record: '' when it has none, its own text when it is neither. */
export function formStatusOf(record: SyncedRecord): string {
  if (typeof record.status === 'boolean') return toFormStatus(record.status);
  return typeof record.status === 'string' ? record.status : '';
}

function gradeNumber(klass: SyncedRecord): number {
  const grade = Number(klass.grade);
  return klass.grade === null || klass.grade === undefined || klass.grade === '' || !Number.isFinite(grade)
    ? Number.POSITIVE_INFINITY
    : grade;
}

/** 'Class 5 - A' (spec §3 Class: class_name, with the section when there is one). */
export function classLabel(klass: SyncedRecord): string {
  const name =
    textOf(klass, 'class_name').trim() ||
    (Number.isFinite(gradeNumber(klass)) ? `Class ${textOf(klass, 'grade')}` : 'Class');
  const section = textOf(klass, 'section').trim();
  return section ? `${name} - ${section}` : name;
}

const compareText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** Grade, then section, then name. */
export function sortClasses(classes: readonly SyncedRecord[]): SyncedRecord[] {
  return [...classes].sort(
    (a, b) =>
      gradeNumber(a) - gradeNumber(b) ||
      compareText(textOf(a, 'section'), textOf(b, 'section')) ||
      compareText(textOf(a, 'class_name'), textOf(b, 'class_name')),
  );
}

const SEARCHED = ['student_name', 'email', 'roll_number'] as const;

/** Name, e-mail or roll number, any case (spec §2 Students). */
export function matchesSearch(student: SyncedRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || SEARCHED.some((field) => textOf(student, field).toLowerCase().includes(needle));
}

/** In class order (as the school lists its classes), then by roll number, then by name. */
export function sortStudents(
  students: readonly SyncedRecord[],
  classOrder: ReadonlyMap<string, number>,
): SyncedRecord[] {
  const orderOf = (student: SyncedRecord) =>
    classOrder.get(textOf(student, 'class_id')) ?? Number.POSITIVE_INFINITY;
  return [...students].sort(
    (a, b) =>
      orderOf(a) - orderOf(b) ||
      compareText(textOf(a, 'roll_number'), textOf(b, 'roll_number')) ||
      compareText(textOf(a, 'student_name'), textOf(b, 'student_name')),
  );
}
