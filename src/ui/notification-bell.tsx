import { formatNumber } from '../i18n/format';
import { t } from '../i18n/i18n';
import { BellIcon } from './screen-icons';

/** The header bell; `count` is the number of changes needing attention (docs/sync.md, "What the person sees"). No badge at 0. */
export function NotificationBell({ count = 0, onClick }: { count?: number; onClick?: () => void }) {
  const label =
    count > 0
      ? t('Notifications: {count} need attention', { count: formatNumber(count) })
      : t('Notifications');
  return (
    <button
      type="button"
      className="button button--ghost button--icon bell"
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <BellIcon />
      {count > 0 && (
        <span className="bell__badge" aria-hidden="true">
          {count > 99 ? `${formatNumber(99)}+` : formatNumber(count)}
        </span>
      )}
    </button>
  );
}
