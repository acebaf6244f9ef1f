/** The mark on a row whose change has not reached the server yet (docs/sync.md, "What the person sees"). */
import { t } from '../i18n/i18n';
import '../styles/badges.css';

export type PendingState = 'waiting' | 'sending' | 'failed' | 'conflict';

export function PendingBadge({ status }: { status: PendingState | undefined }) {
  if (!status) return null;
  const attention = status === 'failed' || status === 'conflict';
  return (
    <span className={`schools-pending${attention ? ' schools-pending--attention' : ''}`}>
      {attention ? t('Needs attention') : t('Waiting to sync')}
    </span>
  );
}
