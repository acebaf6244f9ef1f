/**
 * Checks a chosen file before anything is parsed (nothing changes when one fails): its name, its size
 * against the stated 10MB limit, and its bytes (empty, a zip or Excel file renamed .csv, UTF-16, not
 * UTF-8). Each failure is one plain sentence the person can act on.
 */
import { defineMessages } from '../i18n/languages';

export const CSV_MAX_BYTES = 10 * 1024 * 1024;

export const CSV_FILE_MESSAGES = defineMessages({
  notCsv: 'Please choose a .csv file',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 10MB',
  spreadsheet: 'This is an Excel or zip file, not a CSV. Save it as "CSV UTF-8" and choose it again.',
  binary: 'This is not a text file. Save it as "CSV UTF-8" and choose it again.',
  utf16: 'The file is saved as UTF-16. Save it as "CSV UTF-8" and choose it again.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
  unreadable: 'The file could not be read. Choose it again.',
} as const);

export type CsvTextResult = { ok: true; text: string } | { ok: false; message: string };

const CSV_TYPES = ['text/csv', 'application/csv', 'text/comma-separated-values'];

/** What can be told from the name and size alone, before reading a byte. */
export function checkCsvFile(name: string, size: number, type = ''): string | null {
  if (!name.toLowerCase().endsWith('.csv') && !CSV_TYPES.includes(type.toLowerCase())) {
    return CSV_FILE_MESSAGES.notCsv;
  }
  if (size === 0) return CSV_FILE_MESSAGES.empty;
  if (size > CSV_MAX_BYTES) return CSV_FILE_MESSAGES.tooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** 'PK' (zip, .xlsx, .ods) and the old Office container (.xls). */
const SPREADSHEET_SIGNATURES = [
  [0x50, 0x4b],
  [0xd0, 0xcf, 0x11, 0xe0],
] as const;

function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  return sample.includes(0);
}

/** The file's text, or why it cannot be a CSV. */
export function decodeCsvBytes(bytes: Uint8Array): CsvTextResult {
  if (bytes.length === 0) return { ok: false, message: CSV_FILE_MESSAGES.empty };
  if (bytes.length > CSV_MAX_BYTES) return { ok: false, message: CSV_FILE_MESSAGES.tooLarge };
  if (SPREADSHEET_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    return { ok: false, message: CSV_FILE_MESSAGES.spreadsheet };
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { ok: false, message: CSV_FILE_MESSAGES.utf16 };
  }
  if (looksBinary(bytes)) return { ok: false, message: CSV_FILE_MESSAGES.binary };
  let text: string;
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: CSV_FILE_MESSAGES.notUtf8 };
  }
  if (text.trim() === '') return { ok: false, message: CSV_FILE_MESSAGES.empty };
  return { ok: true, text };
}
