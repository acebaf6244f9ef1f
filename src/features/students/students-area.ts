/** The Students area as the kit takes it: its words, its writes and its CSV. */
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import { texts } from '../../i18n/i18n';
import { STUDENT_MESSAGES } from '../../domain/students/student-schema';
import type { SchoolRecordsArea } from '../../kit/school-records-page';
import { importStudents, prepareStudentImport } from './import-students';
import { deleteStudent, STUDENTS_BULK_PATH } from './save-student';
import { STUDENT_CSV_COLUMNS, studentTemplateCsv, type StudentImportRow } from './student-csv';
import type { StudentRecord } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

/** The area's own words, read when shown (`texts` and the getters below) so they are in the chosen language. */
const AREA_TEXTS = texts({
  statsLabel: 'Student counts',
  one: 'student',
  many: 'students',
  removeLabel: 'Remove these students',
});

export const STUDENTS_AREA: SchoolRecordsArea<StudentRecord, StudentImportRow> = {
  entity: 'students',
  texts: STUDENTS_TEXTS,
  messages: STUDENT_MESSAGES,
  get statsLabel() {
    return AREA_TEXTS.statsLabel;
  },
  nameOf: (student) => student.student_name,
  remove: deleteStudent,
  csv: {
    noun: AREA_TEXTS,
    fileStem: 'students',
    columns: STUDENT_CSV_COLUMNS,
    maxRows: MAX_BULK_ROWS,
    template: studentTemplateCsv,
    prepare: prepareStudentImport,
    commit: importStudents,
    bulkPath: STUDENTS_BULK_PATH,
    rowsKey: 'students',
    nameField: 'student_name',
    get removeLabel() {
      return AREA_TEXTS.removeLabel;
    },
  },
};
