import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/csv/csv-parse';
import { csvCell, toCsv } from '../../../src/domain/csv/csv-write';

describe('toCsv', () => {
  it('quotes only what needs it, doubles quotes, ends rows with CRLF and starts with a BOM', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n');
  });

  it('reads back what it wrote', () => {
    const table = [
      ['student_name', 'note'],
      ['आशा पाटील', 'a, "quoted"\r\nvalue'],
      [' spaced ', ''],
    ];
    const parsed = parseCsv(toCsv(table));
    expect(parsed.ok && parsed.records.map((r) => r.cells)).toEqual(table);
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves phone numbers alone', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+91 98765 43210')).toBe('+91 98765 43210');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('-2+3')).toBe("'-2+3");
  });
});
