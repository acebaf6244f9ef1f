import { useState } from 'react';
import { joinProblems, reportCounts, type ImportReport } from './import-report';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { CheckboxField } from '../checkbox-field';
import { Pagination } from '../pagination';

const PAGE_SIZE = 25;

/**
 * Every row of the file with its row number as in the file and what is wrong with it, a page at a time.
 * What is wrong comes right after the row number, so it is read without scrolling sideways however many
 * columns the file has; the file's own values follow, each on one line.
 */
export function CsvPreview<T>({ report }: { report: ImportReport<T> }) {
  const [onlyProblems, setOnlyProblems] = useState(report.problemCount > 0);
  const [page, setPage] = useState(1);
  const rows = onlyProblems ? report.rows.filter((row) => row.value === null) : report.rows;
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div className="csv-preview">
      <p className="csv-preview__counts" role="status">
        {reportCounts(report)}
      </p>
      {report.problemCount > 0 && (
        <CheckboxField
          label={t('Only rows with problems')}
          name="only_problems"
          checked={onlyProblems}
          onChange={(event) => {
            setOnlyProblems(event.target.checked);
            setPage(1);
          }}
        />
      )}
      <div className="schools-table-wrap">
        <table className="schools-table csv-preview__table">
          <caption className="visually-hidden">{t('Rows of the file')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Row')}</th>
              <th scope="col">{t('Problems')}</th>
              {report.header.map((name, index) => (
                <th scope="col" key={`${name}-${index}`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.rowNumber} data-problem={row.value === null ? 'true' : undefined}>
                <th scope="row">{formatNumber(row.rowNumber)}</th>
                <td className={row.value === null ? 'csv-preview__problem' : 'csv-preview__ok'}>
                  {row.value === null ? joinProblems(row.problems) : t('Ready')}
                </td>
                {report.header.map((name, index) => (
                  <td key={`${name}-${index}`} className="csv-preview__value">
                    {row.cells[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={rows.length}
        onPageChange={setPage}
        size="sm"
        label={t('Preview pages')}
      />
    </div>
  );
}
