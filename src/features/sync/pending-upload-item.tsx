import { useId, useState } from 'react';
import { useWaitingContext } from '../../data/data-pack/use-waiting-context';
import { waitsForWifi } from '../../data/data-pack/waiting-rule';
import { formatSize } from '../../data/uploads/queue-upload';
import { discardUpload, sendUploadAnyway } from '../../data/uploads/upload-actions';
import type { UploadRow } from '../../data/uploads/upload-types';
import { UploadProgress } from '../../kit/upload-progress';
import { t, texts } from '../../i18n/i18n';
import { formatMadeAt } from './sync-time-format';

const KIND_TEXT: Record<UploadRow['kind'], string> = texts({ video: 'video', pdf: 'PDF', asset: 'asset' });

/**
 * A file on the device not yet on the server: its progress, and for a refused file why, and a way to drop
 * it. A file waiting for Wi-Fi (Data saver) says so with its size, and can be sent now anyway.
 */
export function PendingUploadItem({ row }: { row: UploadRow }) {
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const context = useWaitingContext();
  // A file being sent is not waiting: if it now has to, the runner stops it and it waits again.
  const waiting = row.status !== 'sending' && waitsForWifi(row, context);
  const label = t('Upload {kind} {file}', { kind: KIND_TEXT[row.kind], file: row.filename });
  const size = formatSize(row.size);
  return (
    <li
      className={`pending-item pending-item--${row.status}`}
      data-status={waiting ? 'waiting-for-wifi' : row.status}
      data-upload={row.id}
    >
      <div className="pending-item__head">
        <span id={labelId} className="pending-item__label">
          {label}
        </span>
        <span className="pending-item__status">
          {waiting ? t('Waiting for Wi-Fi · {size}', { size }) : size}
        </span>
      </div>
      <div className="pending-item__meta">{t('Chosen {time}', { time: formatMadeAt(row.createdAt) })}</div>
      <UploadProgress row={row} label={t('{label}: progress', { label })} />
      {waiting && (
        <div className="pending-item__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={labelId}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void sendUploadAnyway(row.id).finally(() => setBusy(false));
            }}
          >
            {t('Send now')}
          </button>
        </div>
      )}
      {row.status === 'failed' && (
        <>
          <p className="pending-item__error" role="alert">
            {row.lastError && t(row.lastError)}
          </p>
          <div className="pending-item__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void discardUpload(row.id).finally(() => setBusy(false));
              }}
            >
              {t('Discard')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
