import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../data/api/api-error';
import { logout } from '../../data/session/session-actions';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { notifyError, notifySuccess } from '../../ui/toast';
import { endEverySession, endSession, listSessions, type SignedInSession } from './sessions-api';
import { SESSION_TEXTS as T } from './settings-texts';

/** Session Management: the list from the server, and signing out one device, the others, or all. */
export function useSessions() {
  const online = useSyncStatus((status) => status.online);
  const [sessions, setSessions] = useState<SignedInSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      listSessions().then(
        (rows) => {
          setSessions(rows);
          setError(null);
        },
        (cause: unknown) => setError(messageOf(cause, T.loadFailed)),
      ),
    [],
  );

  useEffect(() => {
    if (online) void reload();
  }, [online, reload]);

  const run = async (which: string, action: () => Promise<unknown>, done: string) => {
    setBusy(which);
    try {
      await action();
      notifySuccess(done);
    } catch (cause) {
      notifyError(messageOf(cause, T.loadFailed));
    } finally {
      setBusy(null);
      await reload();
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return {
    online,
    sessions,
    error,
    busy,
    others,
    signOut: (id: string) => run(id, () => endSession(id), T.ended),
    signOutOthers: () =>
      run(
        'others',
        () => Promise.all(others.map((session) => endSession(session.id))),
        T.othersEnded(others.length),
      ),
    signOutEverywhere: async () => {
      setBusy('all');
      try {
        await endEverySession();
        await logout();
      } catch (cause) {
        notifyError(messageOf(cause, T.loadFailed));
        setBusy(null);
      }
    },
  };
}
