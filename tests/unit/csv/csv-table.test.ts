import { describe, expect, it } from 'vitest';
import { readCsvTable, type CsvTableResult } from '../../../src/ui/csv-import/csv-table';

const COLUMNS = { required: ['student_name', 'email', 'status'], optional: ['department'] } as const;

function table(result: CsvTableResult<string>) {
  if (!result.ok) throw new Error(result.message);
  return result.table;
}

describe('readCsvTable: the header and the size of an import', () => {
  it('finds columns in any order, case and spacing; an optional column may be absent', () => {
    const read = table(readCsvTable('Status, Student Name ,EMAIL\nactive,Asha,a@b.in\n', COLUMNS, 10));
    const [row] = read.records;
    expect(read.valueOf(row!, 'student_name')).toBe('Asha');
    expect(read.valueOf(row!, 'email')).toBe('a@b.in');
    expect(read.valueOf(row!, 'status')).toBe('active');
    expect(read.valueOf(row!, 'department')).toBe('');
  });

  it('reads a short row as empty values', () => {
    const read = table(readCsvTable('student_name,email,status\nAsha\n', COLUMNS, 10));
    expect(read.valueOf(read.records[0]!, 'status')).toBe('');
  });

  it('names missing and unknown columns, and says what the first row must be', () => {
    expect(readCsvTable('student_name,mail,grade\nA,b,c', COLUMNS, 10)).toEqual({
      ok: false,
      message:
        'Missing columns: email, status. Unknown columns: mail, grade. ' +
        'The first row must be: student_name,email,status,department',
    });
  });

  it('names a column given twice', () => {
    expect(readCsvTable('email,student_name,status,Email\n', COLUMNS, 10)).toEqual({
      ok: false,
      message: 'Columns named more than once: email',
    });
  });

  it('ignores an error column, so a fixed error report can be imported as it is', () => {
    expect(readCsvTable('student_name,email,status,error\nA,b,active,Bad email\n', COLUMNS, 10).ok).toBe(
      true,
    );
  });

  it('refuses a file with a header and no rows', () => {
    expect(readCsvTable('student_name,email,status\n\n', COLUMNS, 10)).toEqual({
      ok: false,
      message: 'The file has a header but no rows to import',
    });
  });

  it('refuses more rows than the limit, saying how many there are', () => {
    const text = ['student_name,email,status', ...Array.from({ length: 50_000 }, () => 'A,b,active')].join(
      '\n',
    );
    expect(readCsvTable(text, COLUMNS, 5000)).toEqual({
      ok: false,
      message:
        'The file has 50,000 rows; at most 5,000 can be imported at once. Split it into smaller files.',
    });
    expect(readCsvTable(text.split('\n').slice(0, 5001).join('\n'), COLUMNS, 5000).ok).toBe(true);
  });

  it('passes on a quote that is never closed', () => {
    expect(readCsvTable('student_name,email,status\n"A,b,c\n', COLUMNS, 10)).toMatchObject({
      ok: false,
      message: 'Row 2 has a quote (") that is never closed',
    });
  });
});
