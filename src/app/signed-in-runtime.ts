/** What runs only for a signed-in person: the outbox and sync engine, and the upload runner. */
import { startSyncRuntime } from '../data/sync/sync-runtime';
import { startUploadRuntime } from '../data/uploads/upload-runtime';

export function startSignedInRuntime(): () => void {
  const stopSync = startSyncRuntime();
  const stopUploads = startUploadRuntime();
  return () => {
    stopSync();
    stopUploads();
  };
}
