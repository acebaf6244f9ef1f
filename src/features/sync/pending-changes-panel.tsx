import { useOutboxRows } from '../../data/outbox/use-outbox';
import { drainNow } from '../../data/sync/sync-runtime';
import { uploadNow } from '../../data/uploads/upload-runtime';
import { useUploadRows } from '../../data/uploads/use-uploads';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { t } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';
import { PendingChangeItem } from './pending-change-item';
import { PendingUploadItem } from './pending-upload-item';
import { formatClockTime } from './sync-time-format';

const needsAttention = (item: { status: string }) => item.status === 'failed' || item.status === 'conflict';

/**
 * Every change not yet on the server, with what can be done about each (docs/sync.md, "What the person
 * sees"); with `attentionOnly` (the bell), only those the server refused or that clash with another's.
 */
export function PendingChangesPanel({
  onClose,
  attentionOnly = false,
}: {
  onClose: () => void;
  attentionOnly?: boolean;
}) {
  const allRows = useOutboxRows() ?? [];
  // Files go first: changes naming them wait for them.
  const allUploads = useUploadRows() ?? [];
  const underWay = new Set(
    allUploads.filter((upload) => upload.status !== 'failed').map((upload) => upload.id),
  );
  const rows = attentionOnly ? allRows.filter(needsAttention) : allRows;
  const uploads = attentionOnly ? allUploads.filter(needsAttention) : allUploads;
  const empty = rows.length === 0 && uploads.length === 0;
  const online = useSyncStatus((s) => s.online);
  const retryAt = useSyncStatus((s) => s.retryAt);

  return (
    <Dialog
      title={attentionOnly ? t('Needs your attention') : t('Pending changes')}
      onClose={onClose}
      wide
      footer={
        <>
          {!attentionOnly && (
            <button
              type="button"
              className="button button--secondary"
              disabled={!online || empty}
              onClick={() => {
                void uploadNow();
                void drainNow();
              }}
            >
              {t('Send now')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('Close')}
          </button>
        </>
      }
    >
      {attentionOnly && !empty && (
        <p className="pending-panel__note">
          {t(
            'The server refused these changes, or someone changed the same record meanwhile. Each says what can be done.',
          )}
        </p>
      )}
      {!attentionOnly && !online && (
        <p className="pending-panel__note">
          {t('You are offline. Changes are kept on this device and sent when the connection returns.')}
        </p>
      )}
      {!attentionOnly && online && retryAt && (
        <p className="pending-panel__note">
          {t('The server could not be reached. Trying again at {time}.', { time: formatClockTime(retryAt) })}
        </p>
      )}
      {empty ? (
        <p className="pending-panel__empty">
          {attentionOnly ? t('Nothing needs your attention') : t('All changes are saved on the server.')}
        </p>
      ) : (
        <ol className="pending-list">
          {uploads.map((upload) => (
            <PendingUploadItem key={upload.id} row={upload} />
          ))}
          {rows.map((row) => (
            <PendingChangeItem
              key={row.id}
              row={row}
              waitsForUpload={row.dependsOn.some((id) => underWay.has(id))}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}
