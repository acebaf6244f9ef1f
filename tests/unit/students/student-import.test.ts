import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { parseCsv } from '../../../src/domain/csv/csv-parse';
import { errorReportCsv, reportCounts } from '../../../src/ui/csv-import/import-report';
import { importStudents, prepareStudentImport } from '../../../src/features/students/import-students';
import { BAD_ROWS, students1000, STUDENT_COLUMNS } from '../../fixtures/csv/students-1000';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { SCHOOL_ID, seedSchool } from './fixtures';

cleanDeviceEachTest();

const USER_ID = '0190a6e0-0000-7000-8000-000000000001';
const CLASSES = [
  { class_name: 'Class 5', section: 'A' },
  { class_name: 'class 5', section: 'b' },
  { class_name: '6', section: 'A' },
];

async function prepared() {
  const { classes } = await seedSchool();
  const { text, bad } = students1000(CLASSES, { class_name: 'Class 5', section: 'A', roll_number: '5A01' });
  const result = await prepareStudentImport(SCHOOL_ID, text);
  if (!result.ok) throw new Error(result.message);
  return { report: result.report, bad, text, classes };
}

describe('importing 1,000 students with 7 bad rows', { timeout: 30_000 }, () => {
  it('flags exactly the 7 bad rows, by their row number in the file, with their messages', async () => {
    const { report, bad } = await prepared();
    expect(report.rows).toHaveLength(1000);
    const flagged = report.rows.filter((row) => row.value === null);
    expect(flagged.map((row) => ({ row: row.rowNumber, problem: row.problems.join('; ') }))).toEqual(bad);
    expect(report.ready).toHaveLength(993);
    expect(reportCounts(report)).toBe('993 rows ready, 7 with problems');
  });

  it("tidies what the server would tidy and resolves class_name + section to the school's class", async () => {
    const { report, classes } = await prepared();
    const [six, fiveB, fiveA] = classes as [(typeof classes)[0], (typeof classes)[0], (typeof classes)[0]];
    const row = (n: number) => report.rows.find((r) => r.rowNumber === n)!.value!;
    // Row 98 (n = 97) was written with stray spaces; n % 3 picks the class: 97 % 3 = 1 → 'class 5' / 'b'.
    expect(row(98).student_name).toMatch(/^\S+( \S+)*$/);
    expect(row(98).class_id).toBe(fiveB._id);
    expect(row(2)).toMatchObject({
      roll_number: 'IMP0001',
      class_id: fiveB._id,
      status: true,
      email: 'pupil1@import.shala.in',
    });
    expect(row(4)).toMatchObject({ class_id: fiveA._id });
    expect(row(3)).toMatchObject({ class_id: six._id });
    expect(row(6)).toMatchObject({ status: false });
    expect(report.ready.some((value) => value.student_name.includes('आशा'))).toBe(true);
  });

  it('imports the 993 good rows as ONE outbox row (POST /students/bulk), each with its own id, into the mirror', async () => {
    const { report } = await prepared();
    const before = await db.students.count();
    await importStudents(USER_ID, SCHOOL_ID, report.ready);

    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      entity: 'students',
      operation: 'create',
      userId: USER_ID,
      status: 'waiting',
      label: 'Import 993 students',
      request: { method: 'POST', path: '/students/bulk' },
    });
    const body = row!.request.body as { school_id: string; students: Array<Record<string, unknown>> };
    expect(body.school_id).toBe(SCHOOL_ID);
    expect(body.students).toHaveLength(993);
    expect(new Set(body.students.map((s) => s._id)).size).toBe(993);
    expect(row!.targetIds).toEqual(body.students.map((s) => s._id));
    expect(Object.keys(body.students[0]!).sort()).toEqual(
      ['_id', 'class_id', 'email', 'roll_number', 'status', 'student_name'].sort(),
    );
    expect(body.students.every((s) => typeof s.status === 'boolean')).toBe(true);
    expect(row!.dependsOn).toContain(SCHOOL_ID);
    expect(await db.students.count()).toBe(before + 993);
    expect(await db.students.get(body.students[0]!._id as string)).toMatchObject({
      school_id: SCHOOL_ID,
      roll_number: 'IMP0001',
    });
  });

  it('writes an error report holding the 7 rows as they were in the file, plus an error column', async () => {
    const { report, bad, text } = await prepared();
    const original = parseCsv(text);
    if (!original.ok) throw new Error('fixture does not parse');
    const parsed = parseCsv(errorReportCsv(report));
    if (!parsed.ok) throw new Error(parsed.message);
    const [header, ...lines] = parsed.records.map((record) => record.cells);
    expect(header).toEqual([...STUDENT_COLUMNS.split(','), 'error']);
    expect(lines).toHaveLength(7);
    lines.forEach((cells, index) => {
      const { row, problem } = bad[index]!;
      expect(cells).toEqual([...original.records.find((r) => r.rowNumber === row)!.cells, problem]);
    });
    expect(lines[0]![0]).toBe('');
    expect(bad[0]!.row).toBe(BAD_ROWS.noName);
  });
});
