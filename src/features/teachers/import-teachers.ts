/** The Teachers screen's side of the CSV import: check a file against the school on the device, then save the good rows. */
import { db } from '../../data/db/app-db';
import { readCsvTable } from '../../ui/csv-import/csv-table';
import { newId } from '../../domain/ids';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import type { PrepareResult } from '../../ui/csv-import/use-csv-import';
import { saveBatchLocally } from '../../data/outbox/save-batch-locally';
import { checkTeacherRows, TEACHER_CSV_SPEC, type TeacherImportRow } from './teacher-csv';
import { TEACHERS_BULK_PATH } from './save-teacher';

export async function prepareTeacherImport(
  schoolId: string,
  text: string,
): Promise<PrepareResult<TeacherImportRow>> {
  const read = readCsvTable(text, TEACHER_CSV_SPEC, MAX_BULK_ROWS);
  if (!read.ok) return read;
  const teachers = await db.teachers.where('school_id').equals(schoolId).toArray();
  return { ok: true, report: checkTeacherRows(read.table, teachers) };
}

/** One outbox row for the whole file (`POST /teachers/bulk`, all or nothing on the server), each row with its own id. */
export async function importTeachers(
  userId: string,
  schoolId: string,
  rows: readonly TeacherImportRow[],
): Promise<void> {
  const teachers = rows.map((row) => ({
    _id: newId(),
    teacher_id: row.teacher_id,
    teacher_name: row.teacher_name,
    email: row.email,
    phone_number: row.phone_number,
    status: row.status,
    ...(row.department ? { department: row.department } : {}),
  }));
  await saveBatchLocally(userId, {
    entity: 'teachers',
    records: teachers.map((teacher) => ({ ...teacher, school_id: schoolId })),
    request: { method: 'POST', path: TEACHERS_BULK_PATH, body: { school_id: schoolId, teachers } },
    // The outbox keeps the label as written: in the language chosen when the file was imported.
    label:
      teachers.length === 1
        ? t('Import 1 teacher')
        : t('Import {count} teachers', { count: formatNumber(teachers.length) }),
    dependsOn: [schoolId],
  });
}
