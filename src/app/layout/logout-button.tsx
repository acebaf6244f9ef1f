import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOutboxCounts } from '../../data/outbox/use-outbox';
import { logout } from '../../data/session/session-actions';
import { Dialog } from '../../ui/dialog';
import { t } from '../../i18n/i18n';
import { LogoutIcon } from '../../ui/screen-icons';

const unsentWarning = (count: number) =>
  t(
    '{count, plural, one {# change made on this device has not reached the server yet. Logging out removes it from this device for good. Stay signed in until the connection returns to keep it.} other {# changes made on this device have not reached the server yet. Logging out removes them from this device for good. Stay signed in until the connection returns to keep them.}}',
    { count },
  );

/**
 * Logout wipes this device's data (a shared tablet holds pupils' details, docs/architecture.md, "The session on the device"), so changes
 * not yet on the server would be lost: the person is told how many first.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const unsent = useOutboxCounts().total;
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary app-header__logout"
        disabled={leaving}
        onClick={() => (unsent > 0 ? setAsking(true) : void signOut())}
      >
        <LogoutIcon />
        <span className="app-header__logout-text">{t('Logout')}</span>
      </button>
      {asking && (
        <Dialog
          title={t('Log out with unsent changes?')}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
                {t('Cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={leaving}
                onClick={() => void signOut()}
              >
                {t('Log out anyway')}
              </button>
            </>
          }
        >
          <p>{unsentWarning(unsent)}</p>
        </Dialog>
      )}
    </>
  );
}
