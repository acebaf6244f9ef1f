import type { Teacher } from '../../../src/domain/teachers/teacher-schema';
import { teachers } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type TeacherRow = typeof teachers.$inferSelect;

/** A teacher, as the routes answer it and `/api/sync` sends it. */
export const teacherView = columnView<TeacherRow, Teacher>(teachers, {
  _id: teachers._id,
  teacher_id: teachers.teacher_id,
  teacher_name: teachers.teacher_name,
  email: teachers.email,
  phone_number: teachers.phone_number,
  status: teachers.status,
  department: teachers.department,
  school_id: teachers.school_id,
  ...stampFields(teachers),
});
