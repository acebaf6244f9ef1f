/**
 * The students area, under /api/students: the kit's routes, reads and writes of a school's records,
 * with the student's rules: a roll number is unique within its class, and the class must be a live
 * class of the school. The routes' answers add the student's class summary.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { defineMessages } from '../../../src/domain/i18n/languages';
import {
  checkStudentBulk,
  STUDENT_BULK_MESSAGES,
  StudentBulkRowSchema,
} from '../../../src/domain/students/student-bulk';
import {
  STUDENT_MESSAGES as M,
  StudentCreateSchema,
  StudentUpdateSchema,
  type Student,
} from '../../../src/domain/students/student-schema';
import type { Db } from '../../db/connection';
import { students } from '../../db/schema';
import { idParam, schoolRecordsQuery, statusParam } from '../../kit/list-query';
import { schoolRecordsArea } from '../../kit/school-records-area';
import { studentAnswerJson, studentView, toStudentAnswer, type StudentRow } from './student-view';
import { findClassSummaries } from './students-repository';

const { notFound: STUDENT_NOT_FOUND } = defineMessages({ notFound: 'Student not found' });

/** The answers of these rows, each with its class summary, in the rows' order. */
async function studentAnswers(db: Db, rows: StudentRow[]): Promise<Student[]> {
  const summaries = await findClassSummaries(
    db,
    rows.map((row) => row.class_id),
  );
  const byId = new Map(summaries.map((summary) => [summary._id, summary]));
  return rows.map((row) => toStudentAnswer(row, byId.get(row.class_id)));
}

/** `left=true`: the pupils who left the school, and only they; `false` or nothing: those who attend. */
const leftParam = v.optional(
  v.pipe(
    v.string(M.leftInvalid),
    v.metadata({ enum: ['true', 'false'] }),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', ''], M.leftInvalid),
    v.transform((value) => value === 'true'),
  ),
);

export const studentsArea = schoolRecordsArea({
  entity: 'students',
  table: students,
  view: studentView,
  words: { one: 'student', many: 'students' },
  // Paging, search (name, e-mail, roll number) and the filters below; pupils who left only with `left=true`.
  query: schoolRecordsQuery(M.schoolInvalid, {
    class: idParam(M.classInvalid),
    class_id: idParam(M.classInvalid),
    status: statusParam(M.statusInvalid),
    left: leftParam,
  }),
  create: StudentCreateSchema,
  update: StudentUpdateSchema,
  messages: { ...M, notFound: STUDENT_NOT_FOUND, recordIdInvalid: M.idInvalid },
  answers: { of: studentAnswers, json: studentAnswerJson },
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
  rules: {
    unique: {
      fields: ['class_id', 'roll_number'],
      taken: M.rollTaken,
      repeated: STUDENT_BULK_MESSAGES.rollRepeated,
      // A pupil who left gives up their roll number (the table's unique index says the same).
      among: isNull(students.left_year),
    },
    reference: {
      field: 'class_id',
      message: M.classInvalid,
      live: async (db, ids, schoolId) =>
        new Set((await findClassSummaries(db, ids, schoolId)).map((summary) => summary._id)),
    },
  },
  bulk: {
    check: checkStudentBulk,
    listKey: 'students',
    schoolInvalid: M.schoolInvalid,
    row: StudentBulkRowSchema,
  },
  bySchool: { schoolInvalid: M.schoolInvalid },
});
