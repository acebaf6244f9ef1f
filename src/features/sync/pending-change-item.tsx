import { useState } from 'react';
import { labelOf } from '../../data/outbox/outbox-label';
import { discardRow, keepMine, retryRow, takeServers } from '../../data/outbox/pending-actions';
import type { OutboxRow, OutboxStatus } from '../../data/outbox/outbox-types';
import { refetchRecord } from '../../data/sync/sync-runtime';
import { t, texts } from '../../i18n/i18n';
import { ConflictComparison } from './conflict-comparison';
import { formatMadeAt } from './sync-time-format';

const STATUS_TEXT: Record<OutboxStatus, string> = texts({
  waiting: 'Waiting to be sent',
  sending: 'Sending…',
  failed: 'Not accepted by the server',
  conflict: 'Changed on the server meanwhile',
});

/** `waitsForUpload`: the change names a file still on this device; it is sent once the file is uploaded. */
export function PendingChangeItem({
  row,
  waitsForUpload = false,
}: {
  row: OutboxRow;
  waitsForUpload?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  // A duplicate names its field with the same words as the message: say each thing once.
  const fieldMessages = [...new Set(Object.values(row.fieldErrors ?? {}))].filter(
    (message) => message !== row.lastError,
  );

  return (
    <li className={`pending-item pending-item--${row.status}`} data-status={row.status}>
      <div className="pending-item__head">
        <span className="pending-item__label">{labelOf(row)}</span>
        <span className="pending-item__status">{STATUS_TEXT[row.status]}</span>
      </div>
      <div className="pending-item__meta">{t('Made {time}', { time: formatMadeAt(row.createdAt) })}</div>
      {waitsForUpload && row.status === 'waiting' && (
        <p className="pending-item__meta">{t('Waits for its file to finish uploading')}</p>
      )}
      {row.status === 'failed' && (
        <>
          <p className="pending-item__error" role="alert">
            {row.lastError && t(row.lastError)}
          </p>
          {fieldMessages.length > 0 && (
            <ul className="pending-item__field-errors">
              {fieldMessages.map((message) => (
                <li key={message}>{t(message)}</li>
              ))}
            </ul>
          )}
          <div className="pending-item__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => act(() => retryRow(row.id))}
            >
              {t('Retry')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => act(() => discardRow(row.id, refetchRecord))}
            >
              {t('Discard')}
            </button>
          </div>
        </>
      )}
      {row.status === 'conflict' && (
        <>
          <p className="pending-item__hint">
            {t('Someone changed this record on the server after you did. Choose which version to keep.')}
          </p>
          <ConflictComparison row={row} />
          <div className="pending-item__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => act(() => keepMine(row.id))}
            >
              {t('Keep mine')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => act(() => takeServers(row.id, refetchRecord))}
            >
              {t("Use server's")}
            </button>
          </div>
        </>
      )}
      {row.status === 'waiting' && row.lastError && (
        <p className="pending-item__meta">{t('Last try: {error}', { error: t(row.lastError) })}</p>
      )}
    </li>
  );
}
