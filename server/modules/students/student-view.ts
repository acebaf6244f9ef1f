import type { Student } from '../../../src/domain/students/student-schema';
import type { classes, students } from '../../db/schema';

export type StudentRow = typeof students.$inferSelect;
export type NewStudentRow = typeof students.$inferInsert;
export type ClassSummary = NonNullable<Student['class']>;
export type ClassSummaryRow = Pick<typeof classes.$inferSelect, '_id' | 'class_name' | 'section' | 'grade'>;

/**
 * The stored student, as `/api/sync` sends it. The routes add the `class`
 * summary; sync leaves it out because a class edit does not re-send its students (the mirror
 * holds the classes themselves).
 */
export function toStudentView(row: StudentRow): Student {
  return {
    _id: row._id,
    student_name: row.student_name,
    email: row.email,
    roll_number: row.roll_number,
    class_id: row.class_id,
    status: row.status,
    school_id: row.school_id,
    profile_image: row.profile_image,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toClassSummary(row: ClassSummaryRow): ClassSummary {
  return { _id: row._id, class_name: row.class_name, section: row.section, grade: row.grade };
}

/** What the routes answer: the stored student with its class summary (null when the class is gone). */
export function toStudentAnswer(row: StudentRow, klass: ClassSummaryRow | undefined): Student {
  return { ...toStudentView(row), class: klass ? toClassSummary(klass) : null };
}
