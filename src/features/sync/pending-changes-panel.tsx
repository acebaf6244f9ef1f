import { useOutboxRows } from '../../data/outbox/use-outbox';
import { drainNow } from '../../data/sync/sync-runtime';
import { uploadNow } from '../../data/uploads/upload-runtime';
import { useUploadRows } from '../../data/uploads/use-uploads';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { Dialog } from '../../ui/dialog';
import { PendingChangeItem } from './pending-change-item';
import { PendingUploadItem } from './pending-upload-item';
import { formatClockTime } from './sync-time-format';

/** Every change not yet on the server, with what can be done about each (docs/sync.md, "What the person sees"). */
export function PendingChangesPanel({ onClose }: { onClose: () => void }) {
  const rows = useOutboxRows() ?? [];
  // Files go first: changes naming them wait for them.
  const uploads = useUploadRows() ?? [];
  const onDevice = new Set(uploads.map((upload) => upload.id));
  const empty = rows.length === 0 && uploads.length === 0;
  const online = useSyncStatus((s) => s.online);
  const retryAt = useSyncStatus((s) => s.retryAt);

  return (
    <Dialog
      title="Pending changes"
      onClose={onClose}
      wide
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={!online || empty}
            onClick={() => {
              void uploadNow();
              void drainNow();
            }}
          >
            Send now
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {!online && (
        <p className="pending-panel__note">
          You are offline. Changes are kept on this device and sent when the connection returns.
        </p>
      )}
      {online && retryAt && (
        <p className="pending-panel__note">
          The server could not be reached. Trying again at {formatClockTime(retryAt)}.
        </p>
      )}
      {empty ? (
        <p className="pending-panel__empty">All changes are saved on the server.</p>
      ) : (
        <ol className="pending-list">
          {uploads.map((upload) => (
            <PendingUploadItem key={upload.id} row={upload} />
          ))}
          {rows.map((row) => (
            <PendingChangeItem
              key={row.id}
              row={row}
              waitsForUpload={row.dependsOn.some((id) => onDevice.has(id))}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}
