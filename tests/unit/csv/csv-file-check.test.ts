import { describe, expect, it } from 'vitest';
import { checkCsvFile, CSV_FILE_MESSAGES, decodeCsvBytes } from '../../../src/domain/csv/csv-file-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('checkCsvFile: before a byte is read', () => {
  it('takes a .csv file (any case) or a file the system says is CSV', () => {
    expect(checkCsvFile('students.csv', 10)).toBeNull();
    expect(checkCsvFile('STUDENTS.CSV', 10)).toBeNull();
    expect(checkCsvFile('export', 10, 'text/csv')).toBeNull();
    expect(checkCsvFile('students.xlsx', 10)).toBe('Please choose a .csv file');
  });

  it('refuses an empty file', () => {
    expect(checkCsvFile('students.csv', 0)).toBe('The file is empty');
  });

  it('refuses a file over 10MB, and takes one of exactly 10MB', () => {
    expect(checkCsvFile('students.csv', 20 * 1024 * 1024)).toBe('The file is larger than 10MB');
    expect(checkCsvFile('students.csv', 10 * 1024 * 1024)).toBeNull();
  });
});

describe('decodeCsvBytes: the bytes themselves', () => {
  it('decodes UTF-8 and drops its byte-order mark', () => {
    expect(decodeCsvBytes(utf8('\uFEFFstudent_name\nआशा'))).toEqual({ ok: true, text: 'student_name\nआशा' });
  });

  it('refuses a zip or .xlsx file renamed .csv (it starts with PK)', () => {
    expect(decodeCsvBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toEqual({
      ok: false,
      message: CSV_FILE_MESSAGES.spreadsheet,
    });
    expect(CSV_FILE_MESSAGES.spreadsheet).toBe(
      'This is an Excel or zip file, not a CSV. Save it as "CSV UTF-8" and choose it again.',
    );
  });

  it('refuses an old .xls file', () => {
    expect(decodeCsvBytes(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toMatchObject({
      message: CSV_FILE_MESSAGES.spreadsheet,
    });
  });

  it('refuses text that is not UTF-8 (e.g. Windows-1252 from an old spreadsheet)', () => {
    // "Café,Zoë" in Windows-1252: é = 0xE9, ë = 0xEB are not valid UTF-8 on their own.
    const latin1 = bytes(0x43, 0x61, 0x66, 0xe9, 0x2c, 0x5a, 0x6f, 0xeb, 0x0a);
    expect(decodeCsvBytes(latin1)).toEqual({
      ok: false,
      message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
    });
  });

  it('names UTF-16 and other binary files', () => {
    expect(decodeCsvBytes(bytes(0xff, 0xfe, 0x61, 0x00))).toMatchObject({ message: CSV_FILE_MESSAGES.utf16 });
    expect(decodeCsvBytes(bytes(0x61, 0x00, 0x62))).toMatchObject({ message: CSV_FILE_MESSAGES.binary });
  });

  it('refuses an empty file and one holding only a byte-order mark or blank lines', () => {
    expect(decodeCsvBytes(bytes())).toMatchObject({ message: 'The file is empty' });
    expect(decodeCsvBytes(utf8('\uFEFF\r\n  \n'))).toMatchObject({ message: 'The file is empty' });
  });

  it('refuses more than 10MB even when the size was not known beforehand', () => {
    expect(decodeCsvBytes(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61))).toMatchObject({
      message: 'The file is larger than 10MB',
    });
  });
});
