import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parseCsv } from '../../../src/domain/csv/csv-parse';
import { readCsvTable } from '../../../src/ui/csv-import/csv-table';
import {
  checkRows,
  checkWithSchema,
  errorReportCsv,
  flagDuplicates,
  reportCounts,
  toReport,
} from '../../../src/ui/csv-import/import-report';

const Row = v.object({
  code: v.pipe(v.string(), v.nonEmpty('Code is required')),
  name: v.pipe(v.string(), v.minLength(2, 'Name is too short')),
});

function report(text: string, existing: string[] = []) {
  const read = readCsvTable(text, { required: ['code', 'name'] }, 100);
  if (!read.ok) throw new Error(read.message);
  const rows = checkRows(read.table, (valueOf) =>
    checkWithSchema(Row, { code: valueOf('code'), name: valueOf('name') }),
  );
  flagDuplicates(rows, {
    keyOf: (row) => row.code.toUpperCase(),
    existing: existing,
    taken: 'Code already used',
    repeated: 'Code repeated',
  });
  return toReport(read.table.header, rows);
}

describe('import report', () => {
  it('gives every message of a row, and flags repeats after the first and codes already used', () => {
    const checked = report('code,name\nA1,Asha\n,X\nA1,Ravi\nB2,Meena\na1,Sita\n', ['B2']);
    expect(checked.rows.map((row) => [row.rowNumber, row.problems])).toEqual([
      [2, []],
      [3, ['Code is required', 'Name is too short']],
      [4, ['Code repeated (first on row 2)']],
      [5, ['Code already used']],
      [6, ['Code repeated (first on row 2)']],
    ]);
    expect(checked.ready).toEqual([{ code: 'A1', name: 'Asha' }]);
    expect(reportCounts(checked)).toBe('1 row ready, 4 with problems');
  });

  it('refuses a row whose cells hold a control or invisible character, as the server would', () => {
    const checked = report('code,name\nA1,Asha\u202ePatil\nB2,प्रज्\u200dञा\n');
    expect(checked.rows.map((row) => row.problems)).toEqual([
      ['Text cannot contain control or invisible characters'],
      [],
    ]);
  });

  it('flags a row with more values than the header has columns', () => {
    const checked = report('code,name\nA1,Patil, Asha\n');
    expect(checked.rows[0]!.problems).toEqual([
      'This row has more values than the header has columns (is there a comma outside quotes?)',
    ]);
  });

  it('writes the error report: the header plus error, and the bad rows as they were in the file', () => {
    const checked = report('Code,Name\r\nA1,Asha\r\n"B,2",X\r\nC3,"Ravi ""R"""\r\n,Meena\r\n');
    const csv = errorReportCsv(checked);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.records.map((r) => r.cells)).toEqual([
      ['Code', 'Name', 'error'],
      ['B,2', 'X', 'Name is too short'],
      ['', 'Meena', 'Code is required'],
    ]);
  });

  it('refills an existing error column instead of adding a second one', () => {
    const checked = report('code,name,error\n,Asha,old message\n');
    const parsed = parseCsv(errorReportCsv(checked));
    expect(parsed.ok && parsed.records.map((r) => r.cells)).toEqual([
      ['code', 'name', 'error'],
      ['', 'Asha', 'Code is required'],
    ]);
  });
});
