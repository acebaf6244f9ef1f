/** Reading the mirror's students (status boolean, true = active). */
import type { Mirrored } from '../../data/db/app-db';
import { compareText } from '../../domain/classes/class-order';
import { searchTextOf, textField as text } from '../../domain/people/record-status';

export { formStatusOf, isActive } from '../../domain/people/record-status';

export type StudentRecord = Mirrored<'students'>;
export type ClassRecord = Mirrored<'classes'>;

/** Name, e-mail or roll number: what the Students search looks in. */
export const studentSearchText = (student: StudentRecord) =>
  searchTextOf([student.student_name, student.email, student.roll_number]);

/** In class order (as the school lists its classes), then by roll number, then by name. */
export function sortStudents(students: readonly StudentRecord[], classOrder: ReadonlyMap<string, number>) {
  const orderOf = (student: StudentRecord) => classOrder.get(student.class_id) ?? Number.POSITIVE_INFINITY;
  return [...students].sort(
    (a, b) =>
      orderOf(a) - orderOf(b) ||
      compareText(text(a.roll_number), text(b.roll_number)) ||
      compareText(text(a.student_name), text(b.student_name)),
  );
}

const rollKey = (classId: string, roll: string) => `${classId}|${roll.trim().toUpperCase()}`;

/** The key that must be unique within a school: the roll number within its class. */
export const studentRollKey = (student: { class_id: string; roll_number: string }) =>
  rollKey(student.class_id, text(student.roll_number));
