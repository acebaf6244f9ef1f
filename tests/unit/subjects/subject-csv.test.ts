import { describe, expect, it } from 'vitest';
import type { SyncedRecord } from '../../../src/data/db/entities';
import { readCsvTable } from '../../../src/ui/csv-import/csv-table';
import { MAX_BULK_ROWS } from '../../../src/domain/csv/bulk-request';
import {
  checkSubjectRows,
  SUBJECT_CSV_SPEC,
  subjectsCsv,
  subjectTemplateCsv,
} from '../../../src/features/subjects/subject-csv';
import {
  departmentCount,
  totalCredits,
  type SubjectRecord,
} from '../../../src/features/subjects/subject-record';

const subject = (overrides: Partial<SyncedRecord>) =>
  ({
    _id: '0190a6e0-0000-7000-8000-000000000c01',
    name: 'Mathematics',
    code: 'MAT501',
    department: 'Mathematics',
    grade: 5,
    credits: 4,
    status: 'active',
    school_id: '0190a6e0-0000-7000-8000-00000000b001',
    class_id: null,
    version: 1,
    ...overrides,
  }) as SubjectRecord;

const check = (text: string, existing: SubjectRecord[] = []) => {
  const read = readCsvTable(text, SUBJECT_CSV_SPEC, MAX_BULK_ROWS);
  if (!read.ok) throw new Error(read.message);
  return checkSubjectRows(read.table, existing);
};

describe('checking a subjects CSV', () => {
  it('gives rows without credits or status 3 credits and active, and names the problems of the others by row', () => {
    const report = check(
      [
        'name,code,department,grade,credits,status',
        'Marathi,mar101,Languages,1,,',
        'English,MAT501,Languages,1,2,active',
        'Science,SCI501,,5,7,active',
        'Art,ART1,Arts,9,3,closed',
        'Marathi Two,MAR101,Languages,2,3,inactive',
        'History,his7,Social Studies,7,6,Inactive',
      ].join('\n'),
      [subject({ code: 'mat501' })],
    );
    expect(report.ready).toEqual([
      { name: 'Marathi', code: 'MAR101', department: 'Languages', grade: 1, credits: 3, status: 'active' },
      {
        name: 'History',
        code: 'HIS7',
        department: 'Social Studies',
        grade: 7,
        credits: 6,
        status: 'inactive',
      },
    ]);
    expect(
      report.rows.filter((row) => row.problems.length).map((row) => [row.rowNumber, row.problems]),
    ).toEqual([
      [3, ['This subject code is already used in this school']],
      [4, ['Department is required', 'Credits must be a whole number from 1 to 6']],
      [5, ['Grade must be a whole number from 1 to 7', 'Status must be either active or inactive']],
      [6, ['This subject code appears more than once in the file (first on row 2)']],
    ]);
    expect(report.problemCount).toBe(4);
  });

  it('takes a file without the optional columns, and its own template and export back', () => {
    expect(check('name,code,department,grade\nHindi,HIN6,Languages,6\n').ready).toEqual([
      { name: 'Hindi', code: 'HIN6', department: 'Languages', grade: 6, credits: 3, status: 'active' },
    ]);
    expect(check(subjectTemplateCsv().replace(/^\uFEFF/, '')).ready).toHaveLength(1);
    const exported = subjectsCsv([subject({ status: 'inactive', credits: 2 })]).replace(/^\uFEFF/, '');
    expect(check(exported).ready).toEqual([
      {
        name: 'Mathematics',
        code: 'MAT501',
        department: 'Mathematics',
        grade: 5,
        credits: 2,
        status: 'inactive',
      },
    ]);
  });

  it('refuses a file missing a required column', () => {
    const read = readCsvTable('name,code,grade\nHindi,HIN6,6\n', SUBJECT_CSV_SPEC, MAX_BULK_ROWS);
    expect(read.ok).toBe(false);
  });
});

describe("the Subjects screen's cards", () => {
  it('counts departments once whatever their case or spaces, and sums the credits', () => {
    const subjects = [
      subject({ department: 'Science', credits: 4 }),
      subject({ department: ' science ', credits: 3 }),
      subject({ department: 'Languages', credits: 6 }),
    ];
    expect(departmentCount(subjects)).toBe(2);
    expect(totalCredits(subjects)).toBe(13);
    expect([departmentCount([]), totalCredits([])]).toEqual([0, 0]);
  });
});
