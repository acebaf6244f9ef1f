/** Reading the mirror's teachers (status 'active' | 'inactive'). */
import type { Mirrored } from '../../data/db/app-db';
import { searchTextOf, textField as text } from '../../domain/people/record-status';

export { formStatusOf, isActive } from '../../domain/people/record-status';

export type TeacherRecord = Mirrored<'teachers'>;

/** Indian mobile numbers are shown with +91. */
export function phoneOf(teacher: TeacherRecord): string {
  const number = text(teacher.phone_number).trim();
  return number ? `+91 ${number}` : '';
}

/** teacher_name or e-mail: what the Teachers search looks in. */
export const teacherSearchText = (teacher: TeacherRecord) =>
  searchTextOf([teacher.teacher_name, teacher.email]);

export const sortTeachers = (teachers: readonly TeacherRecord[]) =>
  [...teachers].sort((a, b) =>
    text(a.teacher_name).localeCompare(text(b.teacher_name), undefined, { sensitivity: 'base' }),
  );

/** Teacher IDs are unique within a school, whatever their case. */
export const teacherIdKey = (teacherId: unknown) => text(teacherId).trim().toUpperCase();
