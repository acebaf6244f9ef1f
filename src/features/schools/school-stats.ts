/** What the School details screen derives from the mirror, its class details included. */
import type { Mirrored } from '../../data/db/app-db';
import { gradeNumber, type ClassLike } from '../../domain/classes/class-order';
import { defineMessages } from '../../domain/i18n/languages';
import { textField as text } from '../../domain/people/record-status';

/** English words kept in the derived view; the screen shows them with `t`. */
export const { notAssigned: NOT_ASSIGNED, noGrade: NO_GRADE } = defineMessages({
  notAssigned: 'Not Assigned',
  noGrade: 'N/A',
});

export interface SchoolMirror {
  school: Mirrored<'schools'> | null;
  classes: ClassRecord[];
  subjects: Mirrored<'subjects'>[];
  students: Mirrored<'students'>[];
  teachers: Mirrored<'teachers'>[];
}

export type ClassRecord = Mirrored<'classes'>;

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

export function gradeOf(record: ClassLike): string {
  return Number.isFinite(gradeNumber(record)) ? String(record.grade) : NO_GRADE;
}

/** Subjects of the class itself, or of its grade at its school when a subject names no class. */
export function subjectsOfClass(klass: ClassRecord, subjects: readonly Mirrored<'subjects'>[]): string[] {
  return subjects
    .filter((subject) =>
      subject.class_id
        ? subject.class_id === klass._id
        : gradeOf(klass) !== NO_GRADE && String(subject.grade) === gradeOf(klass),
    )
    .map((subject) => text(subject.name))
    .filter(Boolean);
}

/** A missing roll number becomes the zero-padded position: 001, 002, … */
export function studentsOfClass(
  klass: ClassRecord,
  students: readonly Mirrored<'students'>[],
): ClassStudent[] {
  return students
    .filter((student) => student.class_id === klass._id)
    .sort(
      (a, b) =>
        text(a.roll_number).localeCompare(text(b.roll_number), undefined, { numeric: true }) ||
        text(a.student_name).localeCompare(text(b.student_name)),
    )
    .map((student, index) => ({
      id: student._id,
      name: text(student.student_name),
      rollNumber: text(student.roll_number).trim() || String(index + 1).padStart(3, '0'),
      email: text(student.email),
    }));
}

export function classDetails(klass: ClassRecord, mirror: SchoolMirror): ClassDetailsView {
  const teacher = klass.class_teacher_id
    ? mirror.teachers.find((t) => t._id === klass.class_teacher_id || t.teacher_id === klass.class_teacher_id)
    : undefined;
  return {
    teacher: (teacher && text(teacher.teacher_name).trim()) || NOT_ASSIGNED,
    subjects: subjectsOfClass(klass, mirror.subjects),
    students: studentsOfClass(klass, mirror.students),
  };
}
