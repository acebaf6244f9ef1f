/**
 * The teachers area: the kit's reads and writes of a school's records, with the teacher's
 * rules: a Teacher ID is unique within the school and never changes, and a deleted teacher leaves
 * the classes they led without a class teacher.
 */
import { and, eq, sql } from 'drizzle-orm';
import { TEACHER_BULK_MESSAGES } from '../../../src/domain/teachers/teacher-bulk';
import { TEACHER_MESSAGES as M, type Teacher } from '../../../src/domain/teachers/teacher-schema';
import { classes, teachers } from '../../db/schema';
import { schoolRecordsService } from '../../kit/school-records-service';
import type { TeacherListQuery } from './teacher-query-schema';
import { teacherView, toTeacherView, type NewTeacherRow, type TeacherRow } from './teacher-view';
import { clearClassTeacher, teacherRows } from './teachers-repository';
import { defineMessages } from '../../../src/domain/i18n/languages';

const { notFound: TEACHER_NOT_FOUND } = defineMessages({ notFound: 'Teacher not found' });

export const teachersService = schoolRecordsService<{
  row: TeacherRow;
  newRow: NewTeacherRow;
  view: Teacher;
  query: TeacherListQuery;
}>({
  entity: 'teachers',
  table: teachers,
  repo: teacherRows,
  notFound: TEACHER_NOT_FOUND,
  answers: async (_db, rows) => rows.map(toTeacherView),
  answerJson: teacherView.json(),
  list: {
    search: [teachers.teacher_name, teachers.email, teachers.teacher_id],
    orderBy: [teachers.teacher_name],
    filters: (query) => ({
      where: and(
        query.department === undefined
          ? undefined
          : sql`lower(${teachers.department}) = lower(${query.department})`,
        query.status === undefined ? undefined : eq(teachers.status, query.status),
      ),
      echo: { department: query.department, status: query.status },
    }),
  },
  unique: { fields: ['teacher_id'], taken: M.idTaken, repeated: TEACHER_BULK_MESSAGES.idRepeated },
  readOnly: { teacher_id: M.idReadOnly },
  async onDelete({ tx, touch }, row) {
    for (const classId of await clearClassTeacher(tx, row._id)) touch(classes, classId, 'side-effect');
  },
});
