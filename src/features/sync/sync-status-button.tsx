import { useState } from 'react';
import { countRows, useOutboxRows } from '../../data/outbox/use-outbox';
import { useUploadRows } from '../../data/uploads/use-uploads';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { UI_TEXTS } from '../../ui/ui-texts';
import { t } from '../../i18n/i18n';
import { PendingChangesPanel } from './pending-changes-panel';
import { syncStatusText } from './sync-status-text';

/**
 * The header's sync state; opens the list of changes not yet on the server. A polite live region
 * announces each settled state (offline, waiting, saved, attention), not every passing "Syncing…".
 */
export function SyncStatusButton() {
  const rows = useOutboxRows();
  const uploads = useUploadRows();
  const counts = countRows(rows ?? [], uploads ?? []);
  const online = useSyncStatus((s) => s.online);
  const uploading = uploads?.some((upload) => upload.status === 'sending') ?? false;
  const busy =
    useSyncStatus((s) => (s.sending && counts.waiting + counts.sending > 0) || s.pulling > 0) || uploading;
  const [open, setOpen] = useState(false);
  // Until the outbox has been read, "All changes saved" would be a guess.
  const { tone, text } =
    rows && uploads
      ? syncStatusText(counts, online, busy)
      : { tone: 'syncing' as const, text: t('Checking changes…') };
  const [announced, setAnnounced] = useState('');
  if (tone !== 'syncing' && text !== announced) setAnnounced(text);

  return (
    <>
      <button
        type="button"
        className={`sync-status sync-status--${tone}`}
        aria-haspopup="dialog"
        aria-label={UI_TEXTS.syncStatus(text)}
        data-testid="sync-status"
        onClick={() => setOpen(true)}
      >
        <span className="sync-status__dot" aria-hidden="true" />
        <span className="sync-status__text">{text}</span>
      </button>
      <span className="visually-hidden" role="status" data-testid="sync-announcement">
        {announced && UI_TEXTS.syncStatus(announced)}
      </span>
      {open && <PendingChangesPanel onClose={() => setOpen(false)} />}
    </>
  );
}
