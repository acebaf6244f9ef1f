import type { ScopeView } from '../data/sync/use-scope';
import { formatDate, formatTime } from '../i18n/format';
import { t } from '../i18n/i18n';

/** "Saved data from 14:02": shown when a screen's data is older than its TTL (docs/sync.md, "Scopes and freshness"). */
export function SavedDataNotice({ pulledAt, offline }: { pulledAt: number | null; offline: boolean }) {
  if (pulledAt === null) {
    return offline ? (
      <p className="saved-data-notice" role="status">
        {t('You are offline and this screen has no saved data on this device yet.')}
      </p>
    ) : null;
  }
  const when = new Date(pulledAt);
  const sameDay = when.toDateString() === new Date().toDateString();
  const time = sameDay
    ? formatTime(when)
    : formatDate(when, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <p className="saved-data-notice" role="status">
      {offline ? t('Saved data from {time} · offline', { time }) : t('Saved data from {time}', { time })}
    </p>
  );
}

/** The notice a screen shows for its scope: when its data is older than the TTL, or the device is offline. */
export function ScopeNotice({ scope }: { scope: Pick<ScopeView, 'stale' | 'online' | 'pulledAt'> }) {
  return scope.stale || !scope.online ? (
    <SavedDataNotice pulledAt={scope.pulledAt} offline={!scope.online} />
  ) : null;
}
