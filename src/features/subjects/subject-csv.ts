/**
 * Subjects as CSV (the template, the export, and the rows of an import checked against the school on
 * the device). Columns: name,code,department,grade,credits,status (credits optional, 3 when empty;
 * status optional, active when empty).
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
import { defineMessages } from '../../domain/i18n/languages';
import { textField as text } from '../../domain/people/record-status';
import {
  SUBJECT_BULK_MESSAGES,
  SubjectBulkRowSchema,
  type SubjectBulkRow,
} from '../../domain/subjects/subject-bulk';
import { SUBJECT_MESSAGES } from '../../domain/subjects/subject-schema';
import { isActive, subjectCodeKey, type SubjectRecord } from './subject-record';

export const SUBJECT_NOUN = defineMessages({ one: 'subject', many: 'subjects' });

export const SUBJECT_CSV_COLUMNS = ['name', 'code', 'department', 'grade', 'credits', 'status'] as const;
type SubjectCsvColumn = (typeof SUBJECT_CSV_COLUMNS)[number];
const OPTIONAL = ['credits', 'status'] as const;
export const SUBJECT_CSV_SPEC = {
  required: SUBJECT_CSV_COLUMNS.filter((column) => !(OPTIONAL as readonly string[]).includes(column)),
  optional: OPTIONAL,
} as const satisfies { required: readonly SubjectCsvColumn[]; optional: readonly SubjectCsvColumn[] };

/** A row ready to import; its client `_id` is given when it is imported. */
export type SubjectImportRow = SubjectBulkRow;

export const subjectTemplateCsv = () =>
  toCsv([SUBJECT_CSV_COLUMNS, ['Mathematics', 'MAT501', 'Mathematics', '5', '4', 'active']]);

/** Every row checked as the server will check it, plus its code against the school and the file. */
export function checkSubjectRows(
  table: CsvTable<SubjectCsvColumn>,
  existing: readonly SubjectRecord[],
): ImportReport<SubjectImportRow> {
  const rows = checkRows(table, (valueOf) => {
    const optional: Partial<Record<(typeof OPTIONAL)[number], string>> = {};
    for (const column of OPTIONAL) {
      const value = valueOf(column).trim();
      if (value !== '') optional[column] = value;
    }
    return checkWithSchema(SubjectBulkRowSchema, {
      name: valueOf('name'),
      code: valueOf('code'),
      department: valueOf('department'),
      grade: valueOf('grade'),
      ...optional,
    });
  });
  flagDuplicates(rows, {
    keyOf: (row) => subjectCodeKey(row.code),
    existing: existing.map((subject) => subjectCodeKey(subject.code)),
    taken: SUBJECT_MESSAGES.codeTaken,
    repeated: SUBJECT_BULK_MESSAGES.codeRepeated,
  });
  return toReport(table.header, rows);
}

/** The listed subjects in the import's columns, so an export can be edited and imported again. */
export function subjectsCsv(subjects: readonly SubjectRecord[]): string {
  const lines = subjects.map((subject) => [
    text(subject.name),
    text(subject.code),
    text(subject.department),
    text(subject.grade),
    text(subject.credits),
    isActive(subject) ? 'active' : 'inactive',
  ]);
  return toCsv([SUBJECT_CSV_COLUMNS, ...lines]);
}
