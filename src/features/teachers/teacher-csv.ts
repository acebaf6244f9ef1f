/**
 * Teachers as CSV (the template, the export, and the rows of an import checked against the school on
 * the device). Columns: teacher_id,teacher_name,email,phone_number,status,department (department optional).
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
  TEACHER_BULK_MESSAGES,
  TeacherBulkRowSchema,
  type TeacherBulkRow,
} from '../../domain/teachers/teacher-bulk';
import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { textField as text } from '../../domain/people/record-status';
import { isActive, teacherIdKey, type TeacherRecord } from './teacher-record';

export const TEACHER_CSV_COLUMNS = [
  'teacher_id',
  'teacher_name',
  'email',
  'phone_number',
  'status',
  'department',
] as const;
export type TeacherCsvColumn = (typeof TEACHER_CSV_COLUMNS)[number];
export const TEACHER_CSV_SPEC = {
  required: TEACHER_CSV_COLUMNS.filter((column) => column !== 'department'),
  optional: ['department'],
} as const satisfies { required: readonly TeacherCsvColumn[]; optional: readonly TeacherCsvColumn[] };

/** A row ready to import; its client `_id` is given when it is imported. */
export type TeacherImportRow = TeacherBulkRow;

export const teacherTemplateCsv = () =>
  toCsv([
    TEACHER_CSV_COLUMNS,
    ['T001', 'Sunita Deshmukh', 'sunita.deshmukh@example.com', '9876543210', 'active', 'Mathematics'],
  ]);

/** Every row checked as the server will check it, plus its Teacher ID against the school and the file. */
export function checkTeacherRows(
  table: CsvTable<TeacherCsvColumn>,
  existing: readonly TeacherRecord[],
): ImportReport<TeacherImportRow> {
  const rows = checkRows(table, (valueOf) => {
    const department = valueOf('department').trim();
    return checkWithSchema(TeacherBulkRowSchema, {
      teacher_id: valueOf('teacher_id'),
      teacher_name: valueOf('teacher_name'),
      email: valueOf('email'),
      phone_number: valueOf('phone_number'),
      status: valueOf('status'),
      ...(department ? { department } : {}),
    });
  });
  flagDuplicates(rows, {
    keyOf: (row) => teacherIdKey(row.teacher_id),
    existing: existing.map((teacher) => teacherIdKey(teacher.teacher_id)),
    taken: TEACHER_MESSAGES.idTaken,
    repeated: TEACHER_BULK_MESSAGES.idRepeated,
  });
  return toReport(table.header, rows);
}

/** The listed teachers in the import's columns, so an export can be edited and imported again. */
export function teachersCsv(teachers: readonly TeacherRecord[]): string {
  const lines = teachers.map((teacher) => [
    text(teacher.teacher_id),
    text(teacher.teacher_name),
    text(teacher.email),
    text(teacher.phone_number),
    isActive(teacher) ? 'active' : 'inactive',
    text(teacher.department),
  ]);
  return toCsv([TEACHER_CSV_COLUMNS, ...lines]);
}
