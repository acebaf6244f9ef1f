import { useState } from 'react';
import { formatSize } from '../../data/uploads/queue-upload';
import { discardUpload } from '../../data/uploads/upload-actions';
import type { UploadRow } from '../../data/uploads/upload-types';
import { UploadProgress } from '../../kit/upload-progress';
import { t, texts } from '../../i18n/i18n';
import { formatMadeAt } from './sync-time-format';

const KIND_TEXT: Record<UploadRow['kind'], string> = texts({ video: 'video', pdf: 'PDF', asset: 'asset' });

/** A file on the device not yet on the server: its progress, and for a refused file why, and a way to drop it. */
export function PendingUploadItem({ row }: { row: UploadRow }) {
  const [busy, setBusy] = useState(false);
  const label = t('Upload {kind} {file}', { kind: KIND_TEXT[row.kind], file: row.filename });
  return (
    <li className={`pending-item pending-item--${row.status}`} data-status={row.status} data-upload={row.id}>
      <div className="pending-item__head">
        <span className="pending-item__label">{label}</span>
        <span className="pending-item__status">{formatSize(row.size)}</span>
      </div>
      <div className="pending-item__meta">{t('Chosen {time}', { time: formatMadeAt(row.createdAt) })}</div>
      <UploadProgress row={row} label={t('{label}: progress', { label })} />
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
