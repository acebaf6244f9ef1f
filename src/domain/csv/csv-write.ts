/**
 * CSV writing (RFC 4180, CRLF line ends). A byte-order mark goes first so that spreadsheet programs
 * read Devanagari and other non-Latin names as UTF-8.
 */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** A cell a spreadsheet would run as a formula (CSV injection); a plain number such as +91 98765 43210 is not one. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d\s]*$/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  rows: ReadonlyArray<readonly string[]>,
  { bom = true }: { bom?: boolean } = {},
): string {
  const body = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return `${bom ? '\uFEFF' : ''}${body}\r\n`;
}
