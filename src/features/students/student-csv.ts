/**
 * Students as CSV (the template, the export, and the rows of an import checked against the school on
 * the device). Columns: student_name,email,roll_number,class_name,section,status.
 */
import type { CsvTable } from '../../ui/csv-import/csv-table';
import { toCsv } from '../../domain/csv/csv-write';
import {
  checkRows,
  checkWithSchema,
  flagDuplicates,
  toReport,
  type ImportReport,
} from '../../ui/csv-import/import-report';
import {
  STUDENT_BULK_MESSAGES,
  StudentBulkRowSchema,
  type StudentBulkRow,
} from '../../domain/students/student-bulk';
import { STUDENT_MESSAGES } from '../../domain/students/student-schema';
import { textField as text } from '../../domain/people/record-status';
import { isActive, studentRollKey, type ClassRecord, type StudentRecord } from './student-record';

export const STUDENT_CSV_COLUMNS = [
  'student_name',
  'email',
  'roll_number',
  'class_name',
  'section',
  'status',
] as const;
export type StudentCsvColumn = (typeof STUDENT_CSV_COLUMNS)[number];

/** A row ready to import; its client `_id` is given when it is imported. */
export type StudentImportRow = StudentBulkRow;

export const studentTemplateCsv = () =>
  toCsv([STUDENT_CSV_COLUMNS, ['Asha Patil', 'asha.patil@example.com', '5A01', 'Class 5', 'A', 'active']]);

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Finds a class by class_name ('Class 5', or the grade '5') and section ('A'), any case. */
export function classFinder(classes: readonly ClassRecord[]) {
  const byKey = new Map<string, ClassRecord>();
  for (const klass of classes) {
    const section = tidy(text(klass.section));
    const grade = text(klass.grade).trim();
    const names = [tidy(text(klass.class_name)), ...(grade ? [grade, `class ${grade}`] : [])];
    for (const name of names)
      if (name && !byKey.has(`${name}|${section}`)) byKey.set(`${name}|${section}`, klass);
  }
  return (className: string, section: string) => byKey.get(`${tidy(className)}|${tidy(section)}`);
}

/** Every row checked as the server will check it, plus its class and roll number against the school and the file. */
export function checkStudentRows(
  table: CsvTable<StudentCsvColumn>,
  classes: readonly ClassRecord[],
  existing: readonly StudentRecord[],
): ImportReport<StudentImportRow> {
  const findClass = classFinder(classes);
  const rows = checkRows(table, (valueOf) => {
    const named = valueOf('class_name').trim() !== '' || valueOf('section').trim() !== '';
    const klass = findClass(valueOf('class_name'), valueOf('section'));
    return checkWithSchema(StudentBulkRowSchema, {
      student_name: valueOf('student_name'),
      email: valueOf('email'),
      roll_number: valueOf('roll_number'),
      // Not a class of this school: an id that fails the check with 'Please select a valid class'.
      class_id: klass?._id ?? (named ? 'unknown' : ''),
      status: valueOf('status'),
    });
  });
  flagDuplicates(rows, {
    keyOf: studentRollKey,
    existing: existing.map(studentRollKey),
    taken: STUDENT_MESSAGES.rollTaken,
    repeated: STUDENT_BULK_MESSAGES.rollRepeated,
  });
  return toReport(table.header, rows);
}

/** The listed students in the import's columns, so an export can be edited and imported again. */
export function studentsCsv(
  students: readonly StudentRecord[],
  classById: ReadonlyMap<string, ClassRecord>,
): string {
  const lines = students.map((student) => {
    const klass = classById.get(student.class_id);
    return [
      student.student_name,
      student.email,
      student.roll_number,
      klass?.class_name ?? '',
      klass?.section ?? '',
      isActive(student) ? 'active' : 'inactive',
    ];
  });
  return toCsv([STUDENT_CSV_COLUMNS, ...lines]);
}
