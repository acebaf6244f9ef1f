/** The Students screen's side of the CSV import: check a file against the school on the device, then save the good rows. */
import { db } from '../../data/db/app-db';
import { readCsvTable } from '../../ui/csv-import/csv-table';
import { newId } from '../../domain/ids';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import type { PrepareResult } from '../../ui/csv-import/use-csv-import';
import { saveBatchLocally } from '../../data/outbox/save-batch-locally';
import { checkStudentRows, STUDENT_CSV_COLUMNS, type StudentImportRow } from './student-csv';
import { STUDENTS_BULK_PATH } from './save-student';
import { hasLeft } from '../../domain/students/pupil-left';

export async function prepareStudentImport(
  schoolId: string,
  text: string,
): Promise<PrepareResult<StudentImportRow>> {
  const read = readCsvTable(text, { required: STUDENT_CSV_COLUMNS }, MAX_BULK_ROWS);
  if (!read.ok) return read;
  const [classes, students] = await Promise.all([
    db.classes.where('school_id').equals(schoolId).toArray(),
    db.students.where('school_id').equals(schoolId).toArray(),
  ]);
  // A roll number stays with a pupil who left, but no longer holds it in their class.
  const current = students.filter((student) => !hasLeft(student));
  return { ok: true, report: checkStudentRows(read.table, classes, current) };
}

/** One outbox row for the whole file (`POST /students/bulk`, all or nothing on the server), each row with its own id. */
export async function importStudents(
  userId: string,
  schoolId: string,
  rows: readonly StudentImportRow[],
): Promise<void> {
  const students = rows.map((row) => ({
    _id: newId(),
    student_name: row.student_name,
    email: row.email,
    roll_number: row.roll_number,
    class_id: row.class_id,
    status: row.status,
  }));
  await saveBatchLocally(userId, {
    entity: 'students',
    records: students.map((student) => ({ ...student, school_id: schoolId, profile_image: null })),
    request: { method: 'POST', path: STUDENTS_BULK_PATH, body: { school_id: schoolId, students } },
    // The outbox keeps the label as written: in the language chosen when the file was imported.
    label:
      students.length === 1
        ? t('Import 1 student')
        : t('Import {count} students', { count: formatNumber(students.length) }),
    dependsOn: [...new Set([schoolId, ...students.map((student) => student.class_id)])],
  });
}
