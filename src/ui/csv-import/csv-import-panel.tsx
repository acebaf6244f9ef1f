import { useId, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { DownloadIcon } from '../screen-icons';
import { ErrorBox, NoticeBox } from '../message-box';
import { Spinner } from '../spinner';
import { counted, importLabel, type Noun } from './counted';
import { CsvPreview } from './csv-preview';
import type { CsvImportState } from './use-csv-import';

export interface CsvImportPanelProps<T> {
  title: string;
  noun: Noun;
  columns: readonly string[];
  /** What the columns take, when their names do not say it all. */
  hint?: string;
  maxRows: number;
  offline: boolean;
  state: CsvImportState<T>;
  onChoose: (file: File) => void;
  onImport: () => void;
  onReset: () => void;
  onTemplate: () => void;
  onErrorReport: () => void;
  onClose: () => void;
}

/** The bulk CSV panel of the Students and Teachers screens: a real import of the records of a CSV file. */
export function CsvImportPanel<T>(props: CsvImportPanelProps<T>) {
  const { state, noun } = props;
  const titleId = useId();
  const fileId = useId();
  // A new, empty file box for another file.
  const [box, setBox] = useState(0);
  const anotherFile = () => {
    setBox((count) => count + 1);
    props.onReset();
  };
  const report =
    state.step === 'preview' || state.step === 'importing' || state.step === 'done' ? state.report : null;

  return (
    <section className="csv-import" aria-labelledby={titleId}>
      <div className="csv-import__head">
        <h2 id={titleId} className="csv-import__title">
          {props.title}
        </h2>
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('Close')}
        </button>
      </div>
      <p className="csv-import__note">
        {t('Columns: {columns}.', { columns: props.columns.join(', ') })}
        {props.hint && ` ${props.hint}`}{' '}
        {t(
          'Only .csv files, up to 10MB and {rows} rows. Each row is checked on this device before anything is saved.',
          {
            rows: formatNumber(props.maxRows),
          },
        )}
      </p>
      <div className="csv-import__choose">
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {t('CSV file')}
          </label>
          <input
            key={box}
            id={fileId}
            name="csv_file"
            type="file"
            accept=".csv,text/csv"
            className="field__input"
            disabled={state.step === 'reading' || state.step === 'importing'}
            // Emptied as the picker opens, so that choosing the same file again (after fixing it) is
            // seen; once chosen, the box shows the file's name.
            onClick={(event) => {
              event.currentTarget.value = '';
            }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) props.onChoose(file);
            }}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={props.onTemplate}>
          <DownloadIcon />
          <span>{t('Download template')}</span>
        </button>
      </div>
      {state.step === 'reading' && <Spinner label={t('Checking the file...')} />}
      {state.step === 'refused' && (
        <ErrorBox>
          <p>{t(state.message)}</p>
          <p>{t('Nothing was imported.')}</p>
        </ErrorBox>
      )}
      {state.step === 'preview' && state.error && <ErrorBox>{t(state.error)}</ErrorBox>}
      {state.step === 'done' && (
        <NoticeBox>
          <p className="csv-import__summary">
            {t('{items} imported', { items: counted(state.imported, noun) })}
          </p>
          <p>
            {props.offline
              ? t('They are saved on this device and will be sent to the server when the connection is back.')
              : t('They are saved on this device and are being sent to the server.')}
          </p>
          {state.report.problemCount > 0 && (
            <p>
              {t(
                '{count, plural, one {{rows} row with problems was not imported: download the error report, fix it and import that file.} other {{rows} rows with problems were not imported: download the error report, fix them and import that file.}}',
                { count: state.report.problemCount, rows: formatNumber(state.report.problemCount) },
              )}
            </p>
          )}
        </NoticeBox>
      )}
      {report && (state.step === 'preview' || state.step === 'importing') && <CsvPreview report={report} />}
      {report && (
        <div className="csv-import__actions">
          {report.problemCount > 0 && (
            <button type="button" className="button button--secondary" onClick={props.onErrorReport}>
              <DownloadIcon />
              <span>{t('Download error report')}</span>
            </button>
          )}
          {state.step === 'done' ? (
            <button type="button" className="button button--secondary" onClick={anotherFile}>
              {t('Import another file')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={state.step === 'importing' || report.ready.length === 0}
              aria-busy={state.step === 'importing'}
              onClick={props.onImport}
            >
              {state.step === 'importing' && <Spinner />}
              <span>{importLabel(report.ready.length, noun)}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
