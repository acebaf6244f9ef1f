/**
 * What runs only for a signed-in person: the outbox and sync engine, the upload runner, the watch for
 * a deactivated account, the toasts.
 */
import { watchAccountDeactivation } from '../data/session/session-actions';
import { startSyncRuntime } from '../data/sync/sync-runtime';
import { startUploadRuntime } from '../data/uploads/upload-runtime';
import { prepareToasts } from '../ui/toast';

export function startSignedInRuntime(): () => void {
  const stopSync = startSyncRuntime();
  const stopUploads = startUploadRuntime();
  // After the runtimes above, whose logout hooks stop their work and wipe the device.
  const stopWatching = watchAccountDeactivation();
  prepareToasts();
  return () => {
    stopWatching();
    stopSync();
    stopUploads();
  };
}
