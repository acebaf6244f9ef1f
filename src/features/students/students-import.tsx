import { useMemo } from 'react';
import { useSession } from '../../data/session/session-store';
import { errorReportCsv } from '../../domain/csv/import-report';
import { MAX_BULK_ROWS } from '../../domain/students/student-bulk';
import { CsvImportPanel } from '../../ui/csv-import/csv-import-panel';
import { useCsvImport, type CsvImportSpec } from '../../ui/csv-import/use-csv-import';
import { downloadText } from '../../ui/download-file';
import { importStudents, prepareStudentImport } from './import-students';
import { STUDENT_CSV_COLUMNS, studentTemplateCsv, type StudentImportRow } from './student-csv';
import { STUDENTS_TEXTS } from './students-texts';

/** The Students screen's bulk CSV panel: checked on this device, imported as one queued change. */
export function StudentsImport({
  schoolId,
  offline,
  onClose,
}: {
  schoolId: string;
  offline: boolean;
  onClose: () => void;
}) {
  const spec = useMemo<CsvImportSpec<StudentImportRow>>(
    () => ({
      prepare: (text) => prepareStudentImport(schoolId, text),
      commit: async (rows) => {
        const userId = useSession.getState().user?._id;
        if (!userId) throw new Error(STUDENTS_TEXTS.signedOut);
        await importStudents(userId, schoolId, rows);
      },
    }),
    [schoolId],
  );
  const importer = useCsvImport(spec);
  const { state } = importer;

  return (
    <CsvImportPanel
      title={STUDENTS_TEXTS.importTitle}
      noun={{ one: 'student', many: 'students' }}
      columns={STUDENT_CSV_COLUMNS}
      maxRows={MAX_BULK_ROWS}
      offline={offline}
      state={state}
      onChoose={(file) => void importer.choose(file)}
      onImport={() => void importer.importReady()}
      onReset={importer.reset}
      onTemplate={() => downloadText('students-template.csv', studentTemplateCsv())}
      onErrorReport={() => {
        if ('report' in state) downloadText('students-import-errors.csv', errorReportCsv(state.report));
      }}
      onClose={onClose}
    />
  );
}
