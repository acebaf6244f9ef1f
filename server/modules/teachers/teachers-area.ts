/**
 * The teachers area, under /api/teachers: the kit's routes, reads and writes of a school's records,
 * with the teacher's rules: a Teacher ID is unique within the school and never changes, and a
 * deleted teacher leaves the classes they led without a class teacher.
 */
import { and, eq, sql } from 'drizzle-orm';
import { defineMessages } from '../../../src/domain/i18n/languages';
import {
  checkTeacherBulk,
  TEACHER_BULK_MESSAGES,
  TeacherBulkRowSchema,
} from '../../../src/domain/teachers/teacher-bulk';
import {
  TEACHER_MESSAGES as M,
  TeacherCreateSchema,
  TeacherUpdateSchema,
} from '../../../src/domain/teachers/teacher-schema';
import { classes, teachers } from '../../db/schema';
import { LIST_MESSAGES, schoolRecordsQuery, statusParam, textParam } from '../../kit/list-query';
import { schoolRecordsArea } from '../../kit/school-records-area';
import { teacherView } from './teacher-view';
import { clearClassTeacher } from './teachers-repository';

const { notFound: TEACHER_NOT_FOUND } = defineMessages({ notFound: 'Teacher not found' });

export const teachersArea = schoolRecordsArea({
  entity: 'teachers',
  table: teachers,
  view: teacherView,
  words: { one: 'teacher', many: 'teachers' },
  // Paging, search (name, e-mail, Teacher ID) and the filters below.
  query: schoolRecordsQuery(M.schoolInvalid, {
    department: textParam(LIST_MESSAGES.filterTooLong),
    status: statusParam(M.statusInvalid),
  }),
  create: TeacherCreateSchema,
  update: TeacherUpdateSchema,
  messages: { ...M, notFound: TEACHER_NOT_FOUND },
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
  rules: {
    unique: { fields: ['teacher_id'], taken: M.idTaken, repeated: TEACHER_BULK_MESSAGES.idRepeated },
    readOnly: { teacher_id: M.idReadOnly },
    async onDelete({ tx, touch }, row) {
      for (const classId of await clearClassTeacher(tx, row._id)) touch(classes, classId, 'side-effect');
    },
  },
  bulk: {
    check: checkTeacherBulk,
    listKey: 'teachers',
    schoolInvalid: M.schoolInvalid,
    row: TeacherBulkRowSchema,
  },
});
