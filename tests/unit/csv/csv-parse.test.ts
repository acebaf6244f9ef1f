import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvParseResult } from '../../../src/domain/csv/csv-parse';

function cells(result: CsvParseResult) {
  if (!result.ok) throw new Error(result.message);
  return result.records.map((record) => record.cells);
}

function rows(result: CsvParseResult) {
  if (!result.ok) throw new Error(result.message);
  return result.records.map((record) => record.rowNumber);
}

describe('parseCsv (RFC 4180)', () => {
  it('reads plain rows with LF, CRLF or CR line ends, with or without a final line end', () => {
    expect(cells(parseCsv('a,b\n1,2'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells(parseCsv('a,b\r\n1,2\r\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells(parseCsv('a,b\r1,2\r'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quotes', () => {
    const text = 'name,note\r\n"Patil, Asha","She said ""hi"""\r\n"Two\r\nlines","x\ny"\r\n';
    expect(cells(parseCsv(text))).toEqual([
      ['name', 'note'],
      ['Patil, Asha', 'She said "hi"'],
      ['Two\r\nlines', 'x\ny'],
    ]);
  });

  it('numbers rows as a spreadsheet does: a line break inside quotes does not add a row', () => {
    expect(rows(parseCsv('h\n"a\nb"\nc\n'))).toEqual([1, 2, 3]);
  });

  it('drops a leading byte-order mark', () => {
    expect(cells(parseCsv('\uFEFFstudent_name,email\nA,b'))[0]).toEqual(['student_name', 'email']);
  });

  it('keeps empty fields, including a trailing one and a quoted empty one', () => {
    expect(cells(parseCsv('a,,c,\n"",x,,'))).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', '', ''],
    ]);
  });

  it('skips blank rows but still counts them, so later row numbers match the file', () => {
    const result = parseCsv('h1,h2\n\n1,2\n , \r\n3,4\n');
    expect(cells(result)).toEqual([
      ['h1', 'h2'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(rows(result)).toEqual([1, 3, 5]);
  });

  it('keeps spaces around values (the import tidies them) and text after a closing quote', () => {
    expect(cells(parseCsv(' a , b \n"q"x,y'))).toEqual([
      [' a ', ' b '],
      ['qx', 'y'],
    ]);
  });

  it('keeps a quote inside an unquoted value as it is', () => {
    expect(cells(parseCsv('5" tall,b'))).toEqual([['5" tall', 'b']]);
  });

  it('reads non-Latin text', () => {
    expect(cells(parseCsv('आशा पाटील,ಕನ್ನಡ\n'))).toEqual([['आशा पाटील', 'ಕನ್ನಡ']]);
  });

  it('says which row has a quote that is never closed', () => {
    expect(parseCsv('h\nok\n"never closed\nmore')).toEqual({
      ok: false,
      rowNumber: 3,
      message: 'Row 3 has a quote (") that is never closed',
    });
  });

  it('reads an empty text as no rows', () => {
    expect(cells(parseCsv(''))).toEqual([]);
    expect(cells(parseCsv('\uFEFF'))).toEqual([]);
  });

  it('reads 50,000 rows quickly', () => {
    const text = ['a,b', ...Array.from({ length: 50_000 }, (_, i) => `${i},"x, ${i}"`)].join('\r\n');
    const started = performance.now();
    const result = parseCsv(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(cells(result)).toHaveLength(50_001);
    expect(cells(result)[50_000]).toEqual(['49999', 'x, 49999']);
  });
});
