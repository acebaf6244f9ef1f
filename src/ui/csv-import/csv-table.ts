/**
 * A parsed CSV held against an import's columns: the header must name every required column (in any
 * order, any case) and nothing unknown; the rows must not exceed the import's limit. A column named
 * `error` is ignored, so an error report can be fixed and chosen again as it is.
 */
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { parseCsv, type CsvRecord } from '../../domain/csv/csv-parse';

export interface CsvColumns<C extends string> {
  required: readonly C[];
  optional?: readonly C[];
}

export interface CsvTable<C extends string> {
  /** The header as written in the file. */
  header: string[];
  /** The data rows (blank rows left out), numbered as in the file. */
  records: CsvRecord[];
  /** A row's value of a column: '' when the row is short or the optional column absent. */
  valueOf(record: CsvRecord, column: C): string;
}

export type CsvTableResult<C extends string> =
  { ok: true; table: CsvTable<C> } | { ok: false; message: string };

export const REPORT_COLUMN = 'error';

/** In the chosen language when they are made: they are shown at once, never stored or sent. */
export const CSV_TABLE_MESSAGES = {
  unclosedQuote: (row: number) =>
    t('Row {row} has a quote (") that is never closed', { row: formatNumber(row) }),
  noHeader: () => t('The file has no header row'),
  noRows: () => t('The file has a header but no rows to import'),
  repeated: (names: string[]) => t('Columns named more than once: {names}', { names: names.join(', ') }),
  missing: (names: string[]) => t('Missing columns: {names}', { names: names.join(', ') }),
  unknown: (names: string[]) => t('Unknown columns: {names}', { names: names.join(', ') }),
  expected: (columns: readonly string[]) =>
    t('The first row must be: {columns}', { columns: columns.join(',') }),
  tooMany: (rows: number, max: number) =>
    t('The file has {rows} rows; at most {max} can be imported at once. Split it into smaller files.', {
      rows: formatNumber(rows),
      max: formatNumber(max),
    }),
} as const;

/** 'Student Name', ' student_name ' and 'student-name' all name student_name. */
export const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function headerProblem<C extends string>(keys: string[], columns: CsvColumns<C>): string | null {
  const known: readonly string[] = [...columns.required, ...(columns.optional ?? [])];
  const named = keys.filter((key) => key !== '' && key !== REPORT_COLUMN);
  const repeated = [...new Set(named.filter((key, index) => named.indexOf(key) !== index))];
  const missing = columns.required.filter((column) => !keys.includes(column));
  const unknown = named.filter((key) => !known.includes(key));
  if (repeated.length) return CSV_TABLE_MESSAGES.repeated(repeated);
  const parts = [
    missing.length ? `${CSV_TABLE_MESSAGES.missing(missing)}.` : '',
    unknown.length ? `${CSV_TABLE_MESSAGES.unknown(unknown)}.` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' ')} ${CSV_TABLE_MESSAGES.expected(known)}` : null;
}

export function readCsvTable<C extends string>(
  text: string,
  columns: CsvColumns<C>,
  maxRows: number,
): CsvTableResult<C> {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, message: CSV_TABLE_MESSAGES.unclosedQuote(parsed.rowNumber) };
  const [head, ...records] = parsed.records;
  if (!head) return { ok: false, message: CSV_TABLE_MESSAGES.noHeader() };
  const keys = head.cells.map(columnKey);
  const problem = headerProblem(keys, columns);
  if (problem) return { ok: false, message: problem };
  if (records.length === 0) return { ok: false, message: CSV_TABLE_MESSAGES.noRows() };
  if (records.length > maxRows)
    return { ok: false, message: CSV_TABLE_MESSAGES.tooMany(records.length, maxRows) };
  const indexOf = new Map(keys.map((key, index) => [key, index] as const));
  return {
    ok: true,
    table: {
      header: head.cells,
      records,
      valueOf: (record, column) => {
        const index = indexOf.get(column);
        return index === undefined ? '' : (record.cells[index] ?? '');
      },
    },
  };
}
