/** Telling the person where a change is (docs/sync.md, "Saved here or accepted"): accepted by the server, or kept on this device. */
import { whenAnswered } from '../data/outbox/server-answer';
import { useSession } from '../data/session/session-store';
import { useSyncStatus } from '../data/sync/sync-status-store';
import { OUTBOX_MESSAGES } from '../data/outbox/outbox-messages';
import { notifyError, notifyInfo, notifySuccess } from '../ui/toast';
import { SAVED_ON_DEVICE, SAVED_ON_DEVICE_SENDING } from './list-texts';

/** What to say of a change still on this device: online, that it is on its way; offline, that it waits for the connection. */
export const stillOnDevice = () =>
  useSyncStatus.getState().online ? SAVED_ON_DEVICE_SENDING : SAVED_ON_DEVICE;

/** How long a save made online waits for the server before saying the change is on this device. */
const ANSWER_WAIT_MS = 5000;

/**
 * After a change of the record `recordId` was saved on the device: its fixed words ("Student added
 * successfully!") once the server has accepted it, the server's message if it refused it, and
 * otherwise (offline, or no answer within 5 s) that it waits on this device. Online, the save was sent
 * as it was written (the outbox signals the drainer); this only listens for the answer.
 */
export async function announceSaved(accepted: string, recordId: string): Promise<void> {
  if (!useSyncStatus.getState().online) {
    notifyInfo(SAVED_ON_DEVICE);
    return;
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), ANSWER_WAIT_MS);
  const person = useSession.getState().user?._id;
  const answer = await whenAnswered(recordId, deadline.signal);
  clearTimeout(timer);
  // Signed out meanwhile (the outbox went with the wipe), or the person dropped the change: nothing to say.
  if (answer.kind === 'dropped' || useSession.getState().user?._id !== person) return;
  if (answer.kind === 'accepted') notifySuccess(accepted);
  else if (answer.kind === 'refused') notifyError(answer.message || OUTBOX_MESSAGES.somethingWrong);
  else notifyInfo(stillOnDevice());
}

/** The signed-in person's id, or undefined after saying that they must sign in again. */
export function signedInUserId(signedOut: string): string | undefined {
  const userId = useSession.getState().user?._id;
  if (!userId) notifyError(signedOut);
  return userId;
}
