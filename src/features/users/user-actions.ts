/** Deactivate / Reactivate after a confirmation, and 'Send sign-in code', for the users list. */
import { useCallback, useState } from 'react';
import { messageOf } from '../../data/api/api-error';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { announceSaved, signedInUserId } from '../../kit/announce-save';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import { setUserStatus } from './save-user';
import { sendSignInCode } from './send-code';
import { isInactive, nameOfUser, type UserRecord } from './user-record';
import { USER_ACTION_TEXTS as A, USER_WRITE_MESSAGES, USERS_TEXTS } from './users-texts';

export function useUserActions() {
  const [asking, setAsking] = useState<UserRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = useCallback(() => setAsking(null), []);

  const confirm = async () => {
    const user = asking;
    const userId = signedInUserId(USERS_TEXTS.signedOut);
    if (!user || !userId) return;
    const reactivating = isInactive(user);
    setBusy(true);
    try {
      await setUserStatus(userId, user, reactivating ? 'active' : 'inactive');
      // Online, the dialog waits for the server: it alone knows the last-super-administrator rule.
      await announceSaved(reactivating ? A.reactivated : A.deactivated, user._id);
    } catch {
      notifyError(USER_WRITE_MESSAGES.deleteFailed);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const sendCode = async (user: UserRecord) => {
    if (!useSyncStatus.getState().online) {
      notifyInfo(A.sendCodeOffline);
      return;
    }
    try {
      notifySuccess(await sendSignInCode(user._id));
    } catch (error) {
      notifyError(`${A.sendCodeFailed}: ${messageOf(error, nameOfUser(user))}`);
    }
  };

  return { asking, busy, ask: setAsking, cancel, confirm, sendCode };
}
