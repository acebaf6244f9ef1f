/** Telling the person where a change is (docs/sync.md, "Saved here or accepted"): sent now, or kept on this device. */
import { useSession } from '../data/session/session-store';
import { useSyncStatus } from '../data/sync/sync-status-store';
import { notifyError, notifyInfo, notifySuccess } from '../ui/toast';
import { SAVED_ON_DEVICE } from './list-texts';

/** Online, the outbox sends the change at once: its fixed words ("Student added successfully!"). Offline, say it waits on this device. */
export function announceSaved(accepted: string): void {
  if (useSyncStatus.getState().online) notifySuccess(accepted);
  else notifyInfo(SAVED_ON_DEVICE);
}

/** The signed-in person's id, or undefined after saying that they must sign in again. */
export function signedInUserId(signedOut: string): string | undefined {
  const userId = useSession.getState().user?._id;
  if (!userId) notifyError(signedOut);
  return userId;
}
