import type { OutboxRow } from '../../data/outbox/outbox-types';
import { t } from '../../i18n/i18n';

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields this change touches, side by side: what the person set and what the server has now. */
export function ConflictComparison({ row }: { row: OutboxRow }) {
  const fields = Object.keys(row.patch).filter((field) => !field.startsWith('_'));
  return (
    <table className="conflict-table">
      <caption className="visually-hidden">{t("Your version and the server's version")}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Field')}</th>
          <th scope="col">{t('Yours')}</th>
          <th scope="col">{t("Server's")}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const mine = row.patch[field];
          const theirs = row.serverRecord?.[field];
          return (
            <tr key={field} className={show(mine) === show(theirs) ? '' : 'conflict-table__differs'}>
              <th scope="row">{field.replace(/_/g, ' ')}</th>
              <td>{show(mine)}</td>
              <td>{row.serverRecord ? show(theirs) : t('Deleted on the server')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
