import { useState } from 'react';
import { logout } from '../../data/session/session-actions';
import { t } from '../../i18n/i18n';
import { useSession } from '../../data/session/session-store';
import { NoticeBox } from '../../ui/message-box';
import { Spinner } from '../../ui/spinner';
import { refreshCurrentUser } from './api/get-current-user';
import { AuthCard } from './auth-card';
import { SIGN_IN_TEXTS } from './sign-in-texts';

/**
 * A signed-up `user` with no school and no admin role (docs/architecture.md, "The session on the device"): a page instead of a redirect loop.
 * 'Check again' re-reads the account; once a role or school is granted the root route sends them on.
 */
export function AwaitingAccessPage() {
  const email = useSession((session) => session.user?.email);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const checkAgain = async () => {
    setChecking(true);
    setNotice(null);
    const outcome = await refreshCurrentUser();
    setChecking(false);
    if (outcome === 'unreachable' || outcome === 'failed') setNotice(SIGN_IN_TEXTS.offline);
    else if (outcome === 'updated') setNotice(SIGN_IN_TEXTS.stillWaiting);
  };

  return (
    <AuthCard title={t('Waiting for access')} subtitle={t(SIGN_IN_TEXTS.awaiting)}>
      {email && (
        <p className="auth__subtitle">
          {t('Signed in as')} <strong>{email}</strong>
        </p>
      )}
      {notice && <NoticeBox>{notice}</NoticeBox>}
      <div className="auth-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={checking}
          onClick={() => void checkAgain()}
        >
          {checking ? <Spinner label={t('Checking...')} /> : t('Check again')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void logout()}>
          {t('Logout')}
        </button>
      </div>
    </AuthCard>
  );
}
