/** What runs only for a signed-in person: the outbox and sync engine, the upload runner, the toasts. */
import { startSyncRuntime } from '../data/sync/sync-runtime';
import { startUploadRuntime } from '../data/uploads/upload-runtime';
import { prepareToasts } from '../ui/toast';

export function startSignedInRuntime(): () => void {
  const stopSync = startSyncRuntime();
  const stopUploads = startUploadRuntime();
  prepareToasts();
  return () => {
    stopSync();
    stopUploads();
  };
}
