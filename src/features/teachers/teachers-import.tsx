import { useMemo } from 'react';
import { useSession } from '../../data/session/session-store';
import { errorReportCsv } from '../../domain/csv/import-report';
import { MAX_BULK_ROWS } from '../../domain/teachers/teacher-bulk';
import { CsvImportPanel } from '../../ui/csv-import/csv-import-panel';
import { useCsvImport, type CsvImportSpec } from '../../ui/csv-import/use-csv-import';
import { downloadText } from '../../ui/download-file';
import { importTeachers, prepareTeacherImport } from './import-teachers';
import { TEACHER_CSV_COLUMNS, teacherTemplateCsv, type TeacherImportRow } from './teacher-csv';
import { TEACHERS_TEXTS } from './teachers-texts';

/** The Teachers screen's bulk CSV panel: checked on this device, imported as one queued change. */
export function TeachersImport({
  schoolId,
  offline,
  onClose,
}: {
  schoolId: string;
  offline: boolean;
  onClose: () => void;
}) {
  const spec = useMemo<CsvImportSpec<TeacherImportRow>>(
    () => ({
      prepare: (text) => prepareTeacherImport(schoolId, text),
      commit: async (rows) => {
        const userId = useSession.getState().user?._id;
        if (!userId) throw new Error(TEACHERS_TEXTS.signedOut);
        await importTeachers(userId, schoolId, rows);
      },
    }),
    [schoolId],
  );
  const importer = useCsvImport(spec);
  const { state } = importer;

  return (
    <CsvImportPanel
      title={TEACHERS_TEXTS.importTitle}
      noun={{ one: 'teacher', many: 'teachers' }}
      columns={TEACHER_CSV_COLUMNS}
      maxRows={MAX_BULK_ROWS}
      offline={offline}
      state={state}
      onChoose={(file) => void importer.choose(file)}
      onImport={() => void importer.importReady()}
      onReset={importer.reset}
      onTemplate={() => downloadText('teachers-template.csv', teacherTemplateCsv())}
      onErrorReport={() => {
        if ('report' in state) downloadText('teachers-import-errors.csv', errorReportCsv(state.report));
      }}
      onClose={onClose}
    />
  );
}
