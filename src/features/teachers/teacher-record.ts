/** Reading the mirror's teachers (spec §3 Teacher portal view; status 'active' | 'inactive'). */
import type { Mirrored } from '../../data/db/app-db';
import { textField as text } from '../../domain/people/record-status';

export { formStatusOf, isActive } from '../../domain/people/record-status';

export type TeacherRecord = Mirrored<'teachers'>;

/** Indian mobile numbers are shown with +91 (spec §9). */
export function phoneOf(teacher: TeacherRecord): string {
  const number = text(teacher.phone_number).trim();
  return number ? `+91 ${number}` : '';
}

/** teacher_name or e-mail (spec §2 Teachers); `needle` is lower-cased. */
export const matchesTeacher = (teacher: TeacherRecord, needle: string) =>
  [teacher.teacher_name, teacher.email].some((field) => text(field).toLowerCase().includes(needle));

export const sortTeachers = (teachers: readonly TeacherRecord[]) =>
  [...teachers].sort((a, b) =>
    text(a.teacher_name).localeCompare(text(b.teacher_name), undefined, { sensitivity: 'base' }),
  );

/** Teacher IDs are unique within a school, whatever their case. */
export const teacherIdKey = (teacherId: unknown) => text(teacherId).trim().toUpperCase();
