/**
 * A form with unsaved input asks before it is left: a move to another screen in the app (a menu item, a
 * link, the browser's back) waits for "Leave" or "Stay", and closing or reloading the tab gets the
 * browser's own question. Nothing is asked once the input is saved or was never changed.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { texts } from '../i18n/i18n';
import { ConfirmDialog } from '../ui/confirm-dialog';

const LEAVE_TEXTS = texts({
  title: 'Leave without saving?',
  message: 'What you typed in this form has not been saved. If you leave now, it is lost.',
  leave: 'Leave',
} as const);

/** Returns the question to show (or nothing) while `unsaved` holds. */
export function useLeaveGuard(unsaved: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={LEAVE_TEXTS.title}
      message={LEAVE_TEXTS.message}
      confirmLabel={LEAVE_TEXTS.leave}
      busyLabel={LEAVE_TEXTS.leave}
      busy={false}
      onCancel={stay}
      onConfirm={() => blocker.proceed()}
    />
  );
}
