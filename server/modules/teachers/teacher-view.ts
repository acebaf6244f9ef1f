import type { Teacher } from '../../../src/domain/teachers/teacher-schema';
import type { teachers } from '../../db/schema';

export type TeacherRow = typeof teachers.$inferSelect;
export type NewTeacherRow = typeof teachers.$inferInsert;

/** A teacher, as the routes answer it and `/api/sync` sends it. */
export function toTeacherView(row: TeacherRow): Teacher {
  return {
    _id: row._id,
    teacher_id: row.teacher_id,
    teacher_name: row.teacher_name,
    email: row.email,
    phone_number: row.phone_number,
    status: row.status as Teacher['status'],
    department: row.department,
    school_id: row.school_id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
