import { useState } from 'react';
import { discardRow, keepMine, retryRow, takeServers } from '../../data/outbox/pending-actions';
import type { OutboxRow, OutboxStatus } from '../../data/outbox/outbox-types';
import { refetchRecord } from '../../data/sync/sync-runtime';
import { ConflictComparison } from './conflict-comparison';
import { formatMadeAt } from './sync-time-format';

const STATUS_TEXT: Record<OutboxStatus, string> = {
  waiting: 'Waiting to be sent',
  sending: 'Sending…',
  failed: 'Not accepted by the server',
  conflict: 'Changed on the server meanwhile',
};

export const WAITS_FOR_UPLOAD_TEXT = 'Waits for its file to finish uploading';

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
        <span className="pending-item__label">{row.label}</span>
        <span className="pending-item__status">{STATUS_TEXT[row.status]}</span>
      </div>
      <div className="pending-item__meta">Made {formatMadeAt(row.createdAt)}</div>
      {waitsForUpload && row.status === 'waiting' && (
        <p className="pending-item__meta">{WAITS_FOR_UPLOAD_TEXT}</p>
      )}
      {row.status === 'failed' && (
        <>
          <p className="pending-item__error" role="alert">
            {row.lastError}
          </p>
          {fieldMessages.length > 0 && (
            <ul className="pending-item__field-errors">
              {fieldMessages.map((message) => (
                <li key={message}>{message}</li>
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
              Retry
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => act(() => discardRow(row.id, refetchRecord))}
            >
              Discard
            </button>
          </div>
        </>
      )}
      {row.status === 'conflict' && (
        <>
          <p className="pending-item__hint">
            Someone changed this record on the server after you did. Choose which version to keep.
          </p>
          <ConflictComparison row={row} />
          <div className="pending-item__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => act(() => keepMine(row.id))}
            >
              Keep mine
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => act(() => takeServers(row.id, refetchRecord))}
            >
              Use server&apos;s
            </button>
          </div>
        </>
      )}
      {row.status === 'waiting' && row.lastError && (
        <p className="pending-item__meta">Last try: {row.lastError}</p>
      )}
    </li>
  );
}
