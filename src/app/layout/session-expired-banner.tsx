import { Link, useLocation } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../domain/auth/auth-schemas';
import { useSession } from '../../data/session/session-store';
import { t } from '../../i18n/i18n';

/** The server refused the token on some call: the person stays in, but must sign in again to send changes. */
export function SessionExpiredBanner() {
  const expired = useSession((session) => session.sessionExpired);
  // Shown for the moment the device takes to forget a deactivated account's data.
  const deactivated = useSession((session) => session.accountDeactivated);
  const { pathname, search } = useLocation();
  if (!expired) return null;
  return (
    <div className="banner banner--warning" role="alert">
      <span>{t(deactivated ? AUTH_MESSAGES.accountDeactivated : AUTH_MESSAGES.sessionExpired)}</span>
      <Link to="/login" state={{ from: `${pathname}${search}` }} className="button button--secondary">
        {t('Sign in again')}
      </Link>
    </div>
  );
}
