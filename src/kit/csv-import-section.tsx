import { useMemo } from 'react';
import { errorReportCsv } from '../ui/csv-import/import-report';
import { CsvImportPanel } from '../ui/csv-import/csv-import-panel';
import { useCsvImport, type CsvImportSpec, type PrepareResult } from '../ui/csv-import/use-csv-import';
import { downloadText } from '../ui/download-file';
import { useSession } from '../data/session/session-store';

interface CsvImportSectionProps<Row> {
  title: string;
  noun: { one: string; many: string };
  /** `students` → students-template.csv and students-import-errors.csv. */
  fileStem: string;
  columns: readonly string[];
  hint?: string;
  maxRows: number;
  offline: boolean;
  signedOut: string;
  template: () => string;
  /** Checks a file against the school on this device. */
  prepare: (text: string) => Promise<PrepareResult<Row>>;
  /** Saves the good rows as one queued change. */
  commit: (userId: string, rows: readonly Row[]) => Promise<void>;
  onClose: () => void;
}

/** An area's bulk CSV panel: checked on this device, imported as one queued change. */
export function CsvImportSection<Row>(props: CsvImportSectionProps<Row>) {
  const { prepare, commit, signedOut } = props;
  const spec = useMemo<CsvImportSpec<Row>>(
    () => ({
      prepare,
      commit: async (rows) => {
        const userId = useSession.getState().user?._id;
        if (!userId) throw new Error(signedOut);
        await commit(userId, rows);
      },
    }),
    [prepare, commit, signedOut],
  );
  const importer = useCsvImport(spec);
  const { state } = importer;

  return (
    <CsvImportPanel
      title={props.title}
      noun={props.noun}
      columns={props.columns}
      hint={props.hint}
      maxRows={props.maxRows}
      offline={props.offline}
      state={state}
      onChoose={(file) => void importer.choose(file)}
      onImport={() => void importer.importReady()}
      onReset={importer.reset}
      onTemplate={() => downloadText(`${props.fileStem}-template.csv`, props.template())}
      onErrorReport={() => {
        if ('report' in state)
          downloadText(`${props.fileStem}-import-errors.csv`, errorReportCsv(state.report));
      }}
      onClose={props.onClose}
    />
  );
}
