/**
 * The students area: the kit's reads and writes of a school's records, with the student's
 * rules: a roll number is unique within its class, and the class must be a live class of the school.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { STUDENT_BULK_MESSAGES } from '../../../src/domain/students/student-bulk';
import { STUDENT_MESSAGES as M, type Student } from '../../../src/domain/students/student-schema';
import type { Db } from '../../db/connection';
import { students } from '../../db/schema';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { schoolRecordsService } from '../../kit/school-records-service';
import type { StudentListQuery } from './student-query-schema';
import { studentAnswerJson, toStudentAnswer, type NewStudentRow, type StudentRow } from './student-view';
import { findClassSummaries, studentRows } from './students-repository';

export const { notFound: STUDENT_NOT_FOUND } = defineMessages({ notFound: 'Student not found' });

/** The answers of these rows, each with its class summary, in the rows' order. */
async function studentAnswers(db: Db, rows: StudentRow[]): Promise<Student[]> {
  const summaries = await findClassSummaries(
    db,
    rows.map((row) => row.class_id),
  );
  const byId = new Map(summaries.map((summary) => [summary._id, summary]));
  return rows.map((row) => toStudentAnswer(row, byId.get(row.class_id)));
}

export const studentsService = schoolRecordsService<{
  row: StudentRow;
  newRow: NewStudentRow;
  view: Student;
  query: StudentListQuery;
}>({
  entity: 'students',
  table: students,
  repo: studentRows,
  notFound: STUDENT_NOT_FOUND,
  answers: studentAnswers,
  answerJson: studentAnswerJson,
  list: {
    search: [students.student_name, students.email, students.roll_number],
    orderBy: [students.student_name],
    filters(query) {
      const classId = query.class ?? query.class_id;
      return {
        where: and(
          classId === undefined ? undefined : eq(students.class_id, classId),
          query.status === undefined ? undefined : eq(students.status, query.status === 'active'),
          query.left ? isNotNull(students.left_year) : isNull(students.left_year),
        ),
        echo: { class: classId, status: query.status, ...(query.left ? { left: 'true' } : {}) },
      };
    },
  },
  unique: {
    fields: ['class_id', 'roll_number'],
    taken: M.rollTaken,
    repeated: STUDENT_BULK_MESSAGES.rollRepeated,
  },
  reference: {
    field: 'class_id',
    message: M.classInvalid,
    live: async (db, ids, schoolId) =>
      new Set((await findClassSummaries(db, ids, schoolId)).map((summary) => summary._id)),
  },
});
