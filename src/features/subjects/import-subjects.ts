/** The Subjects screen's side of the CSV import: check a file against the school on the device, then save the good rows. */
import { db } from '../../data/db/app-db';
import { saveBatchLocally } from '../../data/outbox/save-batch-locally';
import { readCsvTable } from '../../ui/csv-import/csv-table';
import { newId } from '../../domain/ids';
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import { importLabel } from '../../ui/csv-import/counted';
import type { PrepareResult } from '../../ui/csv-import/use-csv-import';
import { SUBJECTS_BULK_PATH } from './save-subject';
import { checkSubjectRows, SUBJECT_CSV_SPEC, SUBJECT_NOUN, type SubjectImportRow } from './subject-csv';

export async function prepareSubjectImport(
  schoolId: string,
  text: string,
): Promise<PrepareResult<SubjectImportRow>> {
  const read = readCsvTable(text, SUBJECT_CSV_SPEC, MAX_BULK_ROWS);
  if (!read.ok) return read;
  const subjects = await db.subjects.where('school_id').equals(schoolId).toArray();
  return { ok: true, report: checkSubjectRows(read.table, subjects) };
}

/** One outbox row for the whole file (`POST /subjects/bulk`, all or nothing on the server), each row with its own id. */
export async function importSubjects(
  userId: string,
  schoolId: string,
  rows: readonly SubjectImportRow[],
): Promise<void> {
  const subjects = rows.map((row) => ({ _id: newId(), ...row }));
  await saveBatchLocally(userId, {
    entity: 'subjects',
    records: subjects.map((subject) => ({ ...subject, school_id: schoolId, class_id: null })),
    request: { method: 'POST', path: SUBJECTS_BULK_PATH, body: { school_id: schoolId, subjects } },
    label: importLabel(subjects.length, SUBJECT_NOUN),
    dependsOn: [schoolId],
  });
}
