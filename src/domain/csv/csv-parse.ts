/**
 * RFC 4180 CSV reading: quoted fields with commas, quotes ("") and line breaks inside, CRLF, LF or CR
 * line ends, a leading byte-order mark. Row numbers are the rows a spreadsheet shows (the header is
 * row 1), so a line break inside quotes does not shift them. Blank rows are skipped but counted.
 */

export interface CsvRecord {
  /** 1-based, as in the file: the header is row 1. */
  rowNumber: number;
  cells: string[];
}

export type CsvParseResult =
  { ok: true; records: CsvRecord[] } | { ok: false; rowNumber: number; message: string };

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

export const unclosedQuoteMessage = (rowNumber: number) =>
  `Row ${rowNumber} has a quote (") that is never closed`;

/** Reads an unquoted field from `start`: up to the next comma or line end. */
function plainEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code === COMMA || code === LF || code === CR) break;
    end += 1;
  }
  return end;
}

/** A quoted field from the quote at `start`; null when the quote is never closed. */
function quoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let from = start + 1;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close === -1) return null;
    value += text.slice(from, close);
    if (text.charCodeAt(close + 1) === QUOTE) {
      value += '"';
      from = close + 2;
      continue;
    }
    // Lenient: anything between the closing quote and the next comma is kept, as spreadsheets do.
    const end = plainEnd(text, close + 1);
    return { value: value + text.slice(close + 1, end), end };
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export function parseCsv(input: string): CsvParseResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let rowNumber = 1;
  let at = 0;

  const endRecord = () => {
    if (!isBlank(cells)) records.push({ rowNumber, cells });
    cells = [];
    rowNumber += 1;
  };

  for (;;) {
    if (text.charCodeAt(at) === QUOTE) {
      const field = quoted(text, at);
      if (!field) return { ok: false, rowNumber, message: unclosedQuoteMessage(rowNumber) };
      cells.push(field.value);
      at = field.end;
    } else {
      const end = plainEnd(text, at);
      cells.push(text.slice(at, end));
      at = end;
    }
    if (at >= text.length) {
      endRecord();
      break;
    }
    const code = text.charCodeAt(at);
    if (code === COMMA) {
      at += 1;
      continue;
    }
    at += code === CR && text.charCodeAt(at + 1) === LF ? 2 : 1;
    endRecord();
    if (at >= text.length) break;
  }
  return { ok: true, records };
}
