/** The Teachers area as the kit takes it: its words, its writes and its CSV. */
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import { texts } from '../../i18n/i18n';
import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import type { SchoolRecordsArea } from '../../kit/school-records-page';
import { importTeachers, prepareTeacherImport } from './import-teachers';
import { deleteTeacher, TEACHERS_BULK_PATH } from './save-teacher';
import { TEACHER_CSV_COLUMNS, teacherTemplateCsv, type TeacherImportRow } from './teacher-csv';
import type { TeacherRecord } from './teacher-record';
import { TEACHERS_TEXTS } from './teachers-texts';

/** The area's own words, read when shown (`texts` and the getters below) so they are in the chosen language. */
const AREA_TEXTS = texts({
  statsLabel: 'Teacher counts',
  one: 'teacher',
  many: 'teachers',
  removeLabel: 'Remove these teachers',
});

export const TEACHERS_AREA: SchoolRecordsArea<TeacherRecord, TeacherImportRow> = {
  entity: 'teachers',
  texts: TEACHERS_TEXTS,
  messages: TEACHER_MESSAGES,
  get statsLabel() {
    return AREA_TEXTS.statsLabel;
  },
  nameOf: (teacher) => teacher.teacher_name,
  remove: deleteTeacher,
  csv: {
    noun: AREA_TEXTS,
    fileStem: 'teachers',
    columns: TEACHER_CSV_COLUMNS,
    maxRows: MAX_BULK_ROWS,
    template: teacherTemplateCsv,
    prepare: prepareTeacherImport,
    commit: importTeachers,
    bulkPath: TEACHERS_BULK_PATH,
    rowsKey: 'teachers',
    nameField: 'teacher_name',
    get removeLabel() {
      return AREA_TEXTS.removeLabel;
    },
  },
};
