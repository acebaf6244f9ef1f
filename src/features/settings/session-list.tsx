import { useCallback, useState } from 'react';
import { formatDate } from '../../i18n/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SESSION_TEXTS as T, SETTINGS_TEXTS } from './settings-texts';
import { useSessions } from './use-sessions';

const when = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Session Management (Settings, Security): this person's signed-in devices. */
export function SessionList() {
  const view = useSessions();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  return (
    <div className="setting setting--block">
      <div className="setting__text">
        <h3 className="setting__label" id="session-management">
          {SETTINGS_TEXTS.sessions}
        </h3>
        <p className="setting__hint">{SETTINGS_TEXTS.sessionsHint}</p>
      </div>
      {!view.online && !view.sessions && <p className="setting__hint">{T.offline}</p>}
      {view.error && !view.sessions && <p className="setting__hint">{view.error}</p>}
      {view.sessions && (
        <ul className="session-list" aria-labelledby="session-management">
          {view.sessions.map((session) => (
            <li key={session.id} className="session-list__item">
              <div>
                <p className="session-list__device">
                  {session.deviceLabel || T.unknownDevice}
                  {session.current && <span className="session-list__this">{T.thisDevice}</span>}
                </p>
                <p className="setting__hint">
                  {T.usedAndSignedIn(when(session.lastUsedAt), when(session.createdAt))}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={view.busy !== null || !view.online}
                  aria-label={T.signOutDevice(session.deviceLabel || T.unknownDevice)}
                  onClick={() => void view.signOut(session.id)}
                >
                  {view.busy === session.id ? T.signingOut : T.signOut}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.sessions && view.others.length === 0 && <p className="setting__hint">{T.none}</p>}
      {view.sessions && (
        <div className="setting__actions">
          {view.others.length > 0 && (
            <button
              type="button"
              className="button button--secondary"
              disabled={view.busy !== null || !view.online}
              onClick={() => void view.signOutOthers()}
            >
              {T.signOutOthers}
            </button>
          )}
          <button
            type="button"
            className="button button--danger"
            disabled={view.busy !== null || !view.online}
            onClick={() => setConfirming(true)}
          >
            {T.signOutAll}
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={T.confirmAllTitle}
          message={T.confirmAll}
          confirmLabel={T.signOutAll}
          busyLabel={T.signingOut}
          busy={view.busy === 'all'}
          onCancel={cancel}
          onConfirm={() => void view.signOutEverywhere()}
        />
      )}
    </div>
  );
}
