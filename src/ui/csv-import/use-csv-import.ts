/**
 * The steps of a CSV import, shared by every screen that imports people: choose a file, check it
 * (name, size, bytes) before parsing, preview every row, import only the good ones, say what happened.
 * Nothing changes on the device until the person presses Import.
 */
import { useRef, useState } from 'react';
import { checkCsvFile, CSV_FILE_MESSAGES, decodeCsvBytes } from '../../domain/csv/csv-file-check';
import type { ImportReport } from './import-report';

export type PrepareResult<T> = { ok: true; report: ImportReport<T> } | { ok: false; message: string };

export interface CsvImportSpec<T> {
  /** The file's text checked against the school's data on the device. */
  prepare: (text: string) => Promise<PrepareResult<T>>;
  /** Saves the good rows on the device (and queues them for the server). */
  commit: (rows: T[]) => Promise<void>;
}

export type CsvImportState<T> =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string }
  | { step: 'refused'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; report: ImportReport<T>; error?: string }
  | { step: 'importing'; fileName: string; report: ImportReport<T> }
  | { step: 'done'; fileName: string; report: ImportReport<T>; imported: number };

async function readText<T>(file: File, prepare: CsvImportSpec<T>['prepare']): Promise<PrepareResult<T>> {
  const refused = checkCsvFile(file.name, file.size, file.type);
  if (refused) return { ok: false, message: refused };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: CSV_FILE_MESSAGES.unreadable };
  }
  const decoded = decodeCsvBytes(bytes);
  return decoded.ok ? prepare(decoded.text) : decoded;
}

export function useCsvImport<T>(spec: CsvImportSpec<T>) {
  const [state, setState] = useState<CsvImportState<T>>({ step: 'choose' });
  // Only the last chosen file's answer counts when a person picks twice quickly.
  const attempt = useRef(0);

  const choose = async (file: File) => {
    const current = ++attempt.current;
    setState({ step: 'reading', fileName: file.name });
    const result = await readText(file, spec.prepare).catch((error: unknown): PrepareResult<T> => ({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    }));
    if (current !== attempt.current) return;
    setState(
      result.ok
        ? { step: 'preview', fileName: file.name, report: result.report }
        : { step: 'refused', fileName: file.name, message: result.message },
    );
  };

  const importReady = async () => {
    if (state.step !== 'preview' || state.report.ready.length === 0) return;
    const { fileName, report } = state;
    setState({ step: 'importing', fileName, report });
    try {
      await spec.commit(report.ready);
      setState({ step: 'done', fileName, report, imported: report.ready.length });
    } catch (error) {
      setState({
        step: 'preview',
        fileName,
        report,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const reset = () => {
    attempt.current += 1;
    setState({ step: 'choose' });
  };

  return { state, choose, importReady, reset };
}
