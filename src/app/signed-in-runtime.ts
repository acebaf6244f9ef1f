/**
 * What runs only for a signed-in person: the outbox and sync engine, the upload runner, the watch for
 * a deactivated account, the toasts, and the count of the data the page uses.
 */
import { getApiRoot } from '../data/api/api-root';
import { startTrafficMeter } from '../data/data-pack/start-traffic-meter';
import { watchAccountDeactivation } from '../data/session/session-actions';
import { startSyncRuntime } from '../data/sync/sync-runtime';
import { startUploadRuntime } from '../data/uploads/upload-runtime';
import { prepareToasts } from '../ui/toast';

export function startSignedInRuntime(): () => void {
  // Counts this page's requests, those made before sign-in included, for as long as the page lives.
  const meter = startTrafficMeter(self, new URL(getApiRoot(), location.href).origin);
  // A hidden page may not come back: what it counted is written now.
  const flushWhenHidden = () => document.visibilityState === 'hidden' && void meter.flush();
  document.addEventListener('visibilitychange', flushWhenHidden);
  const stopSync = startSyncRuntime();
  const stopUploads = startUploadRuntime();
  // After the runtimes above, whose logout hooks stop their work and wipe the device.
  const stopWatching = watchAccountDeactivation();
  prepareToasts();
  return () => {
    document.removeEventListener('visibilitychange', flushWhenHidden);
    stopWatching();
    stopSync();
    stopUploads();
  };
}
