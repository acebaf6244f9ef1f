/**
 * The preview of an import: every row of the file checked, the ones ready to import, the ones with
 * problems (with their messages), and the error report a person can fix and choose again. Its messages
 * are in the chosen language when the report is made: it is shown at once, and its error report read.
 */
import * as v from 'valibot';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { CsvRecord } from '../../domain/csv/csv-parse';
import { columnKey, REPORT_COLUMN, type CsvTable } from './csv-table';
import { toCsv } from '../../domain/csv/csv-write';
import { textRuleProblem } from '../../domain/text-rules';

export interface CheckedRow<T> {
  rowNumber: number;
  /** The row as written in the file. */
  cells: readonly string[];
  /** What would be imported; null when the row has problems. */
  value: T | null;
  problems: string[];
}

export interface ImportReport<T> {
  header: readonly string[];
  rows: CheckedRow<T>[];
  ready: T[];
  problemCount: number;
}

export type RowCheck<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** A row's input checked with a valibot schema: the first message of each field, in the schema's order. */
export function checkWithSchema<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): RowCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const nested = v.flatten(result.issues).nested ?? {};
  const problems = Object.values(nested)
    .map((messages) => (messages as string[] | undefined)?.[0])
    .filter((message): message is string => Boolean(message));
  return { ok: false, problems: (problems.length ? problems : [result.issues[0].message]).map((p) => t(p)) };
}

const extraValuesMessage = () =>
  t('This row has more values than the header has columns (is there a comma outside quotes?)');

const hasExtraValues = (record: CsvRecord, width: number) =>
  record.cells.slice(width).some((cell) => cell.trim() !== '');

/** The messages of the rules every text keeps (no control or invisible characters) that a row's cells break. */
const textProblems = (record: CsvRecord) => [
  ...new Set(record.cells.map(textRuleProblem).filter((problem) => problem !== undefined)),
];

/** Checks every row; `check` sees the row's values by column. */
export function checkRows<C extends string, T>(
  table: CsvTable<C>,
  check: (valueOf: (column: C) => string, record: CsvRecord) => RowCheck<T>,
): CheckedRow<T>[] {
  return table.records.map((record) => {
    const checked = check((column) => table.valueOf(record, column), record);
    const before = [
      ...(hasExtraValues(record, table.header.length) ? [extraValuesMessage()] : []),
      ...textProblems(record).map((problem) => t(problem)),
    ];
    const result: RowCheck<T> =
      before.length > 0
        ? { ok: false, problems: [...before, ...(checked.ok ? [] : checked.problems)] }
        : checked;
    return {
      rowNumber: record.rowNumber,
      cells: record.cells,
      value: result.ok ? result.value : null,
      problems: result.ok ? [] : result.problems,
    };
  });
}

export interface UniqueRule<T> {
  /** The value's identity within its group (e.g. class + roll number); null to skip the row. */
  keyOf: (value: T) => string | null;
  /** Keys already taken on the device (the school's records). */
  existing: Iterable<string>;
  /** The message of a row whose key is taken. */
  taken: string;
  /** The message of a later row repeating an earlier row of the file; the first row's number is added. */
  repeated: string;
}

/** Flags rows whose key the school already has, and every repeat of a key after its first row in the file. */
export function flagDuplicates<T>(rows: CheckedRow<T>[], rule: UniqueRule<T>): void {
  const firstRow = new Map<string, number>();
  const existing = new Set(rule.existing);
  for (const row of rows) {
    const key = row.value === null ? null : rule.keyOf(row.value);
    if (key === null) continue;
    const seen = firstRow.get(key);
    const problem = existing.has(key)
      ? t(rule.taken)
      : seen !== undefined
        ? t('{problem} (first on row {row})', { problem: t(rule.repeated), row: formatNumber(seen) })
        : null;
    if (seen === undefined) firstRow.set(key, row.rowNumber);
    if (problem) {
      row.problems.push(problem);
      row.value = null;
    }
  }
}

export function toReport<T>(header: readonly string[], rows: CheckedRow<T>[]): ImportReport<T> {
  const ready = rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  return { header, rows, ready, problemCount: rows.length - ready.length };
}

/** "993 rows ready, 7 with problems". */
export function reportCounts(report: Pick<ImportReport<unknown>, 'ready' | 'problemCount'>): string {
  const ready = report.ready.length;
  return t(
    '{ready, plural, one {{readyCount} row ready} other {{readyCount} rows ready}}, {problems} with problems',
    { ready, readyCount: formatNumber(ready), problems: formatNumber(report.problemCount) },
  );
}

export const joinProblems = (problems: readonly string[]) => problems.join('; ');

/** The rows with problems as they were in the file, plus an `error` column saying what is wrong. */
export function errorReportCsv(report: ImportReport<unknown>): string {
  const header = [...report.header];
  let errorAt = header.findIndex((name) => columnKey(name) === REPORT_COLUMN);
  if (errorAt === -1) {
    errorAt = header.length;
    header.push(REPORT_COLUMN);
  }
  const lines = report.rows
    .filter((row) => row.value === null)
    .map((row) => {
      const cells = Array.from({ length: header.length }, (_, index) => row.cells[index] ?? '');
      cells[errorAt] = joinProblems(row.problems);
      return cells;
    });
  return toCsv([header, ...lines]);
}
