import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOutboxCounts } from '../../data/outbox/use-outbox';
import { logout } from '../../data/session/session-actions';
import { Dialog } from '../../ui/dialog';
import { LogoutIcon } from '../../ui/icons';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

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
        <span className="app-header__logout-text">Logout</span>
      </button>
      {asking && (
        <Dialog
          title="Log out with unsent changes?"
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={leaving}
                onClick={() => void signOut()}
              >
                Log out anyway
              </button>
            </>
          }
        >
          <p>
            {changes(unsent)} made on this device {unsent === 1 ? 'has' : 'have'} not reached the server yet.
            Logging out removes {unsent === 1 ? 'it' : 'them'} from this device for good. Stay signed in until
            the connection returns to keep {unsent === 1 ? 'it' : 'them'}.
          </p>
        </Dialog>
      )}
    </>
  );
}
