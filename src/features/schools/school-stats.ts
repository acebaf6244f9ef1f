/** What the School details screen derives from the mirror (spec §2 School details, §3 Class details). */
import type { SyncedRecord } from '../../data/db/entities';
import { textOf } from './school-record';

export const NOT_ASSIGNED = 'Not Assigned';
export const NO_GRADE = 'N/A';

export interface SchoolMirror {
  school: SyncedRecord | null;
  classes: SyncedRecord[];
  subjects: SyncedRecord[];
  students: SyncedRecord[];
  teachers: SyncedRecord[];
}

export interface ClassStudent {
  id: string;
  name: string;
  rollNumber: string;
  email: string;
}

export interface ClassDetailsView {
  teacher: string;
  subjects: string[];
  students: ClassStudent[];
}

function gradeNumber(record: SyncedRecord): number {
  const grade = Number(record.grade);
  return record.grade === null || record.grade === undefined || record.grade === '' || !Number.isFinite(grade)
    ? Number.POSITIVE_INFINITY
    : grade;
}

export function gradeOf(record: SyncedRecord): string {
  return Number.isFinite(gradeNumber(record)) ? String(record.grade) : NO_GRADE;
}

/** Grade, then section, then name. */
export function sortClasses(classes: readonly SyncedRecord[]): SyncedRecord[] {
  const compare = (a: string, b: string) =>
    a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  return [...classes].sort(
    (a, b) =>
      gradeNumber(a) - gradeNumber(b) ||
      compare(textOf(a, 'section'), textOf(b, 'section')) ||
      compare(textOf(a, 'class_name'), textOf(b, 'class_name')),
  );
}

/** Subjects of the class itself, or of its grade at its school when a subject names no class. */
export function subjectsOfClass(klass: SyncedRecord, subjects: readonly SyncedRecord[]): string[] {
  return subjects
    .filter((subject) =>
      subject.class_id
        ? subject.class_id === klass._id
        : gradeOf(klass) !== NO_GRADE && String(subject.grade) === gradeOf(klass),
    )
    .map((subject) => textOf(subject, 'name'))
    .filter(Boolean);
}

/** A missing roll number becomes the zero-padded position: 001, 002, … */
export function studentsOfClass(klass: SyncedRecord, students: readonly SyncedRecord[]): ClassStudent[] {
  return students
    .filter((student) => student.class_id === klass._id)
    .sort(
      (a, b) =>
        textOf(a, 'roll_number').localeCompare(textOf(b, 'roll_number'), undefined, { numeric: true }) ||
        textOf(a, 'student_name').localeCompare(textOf(b, 'student_name')),
    )
    .map((student, index) => ({
      id: student._id,
      name: textOf(student, 'student_name'),
      rollNumber: textOf(student, 'roll_number').trim() || String(index + 1).padStart(3, '0'),
      email: textOf(student, 'email'),
    }));
}

export function classDetails(klass: SyncedRecord, mirror: SchoolMirror): ClassDetailsView {
  const teacher = klass.class_teacher_id
    ? mirror.teachers.find((t) => t._id === klass.class_teacher_id || t.teacher_id === klass.class_teacher_id)
    : undefined;
  return {
    teacher: (teacher && textOf(teacher, 'teacher_name').trim()) || NOT_ASSIGNED,
    subjects: subjectsOfClass(klass, mirror.subjects),
    students: studentsOfClass(klass, mirror.students),
  };
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word!.charAt(0).toUpperCase()).join('') || '?';
}
