import type { Student } from '../../../src/domain/students/student-schema';
import { sql } from 'drizzle-orm';
import { classes, students } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type StudentRow = typeof students.$inferSelect;
export type ClassSummary = NonNullable<Student['class']>;
export type ClassSummaryRow = Pick<typeof classes.$inferSelect, '_id' | 'class_name' | 'section' | 'grade'>;

/**
 * The stored student, as `/api/sync` sends it. The routes add the `class`
 * summary; sync leaves it out because a class edit does not re-send its students (the mirror
 * holds the classes themselves).
 */
export const studentView = columnView<StudentRow, Student>(students, {
  _id: students._id,
  student_name: students.student_name,
  email: students.email,
  roll_number: students.roll_number,
  class_id: students.class_id,
  status: students.status,
  school_id: students.school_id,
  profile_image: students.profile_image,
  left_year: students.left_year,
  class_history: students.class_history,
  ...stampFields(students),
});
export const toStudentView = studentView.toView;

export const classSummaryView = columnView<ClassSummaryRow, ClassSummary>(classes, {
  _id: classes._id,
  class_name: classes.class_name,
  section: classes.section,
  grade: classes.grade,
});
export const toClassSummary = classSummaryView.toView;

/** What the routes answer: the stored student with its class summary (null when the class is gone). */
export function toStudentAnswer(row: StudentRow, klass: ClassSummaryRow | undefined): Student {
  return { ...toStudentView(row), class: klass ? toClassSummary(klass) : null };
}

/** `toStudentAnswer`, built by the database. */
export const studentAnswerJson = studentView.json({
  more: {
    class: sql`(select ${classSummaryView.json()} from ${classes}
      where ${classes._id} = ${students.class_id} and ${classes.deletedAt} is null)`,
  },
});
