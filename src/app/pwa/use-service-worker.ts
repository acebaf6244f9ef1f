/**
 * Registers the service worker (in builds; `virtual:pwa-register` is a no-op under `vite dev`)
 * and reports when a new version is waiting or the app first became ready to work offline.
 */
import { useCallback, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// Browsers look for a new worker only on navigation, and an installed app may stay open for days.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting. */
  needRefresh: boolean;
  /** The first install finished: the app now opens offline. */
  offlineReady: boolean;
  /** Activates the waiting version; the page reloads once it has taken over. */
  update: () => Promise<void>;
  dismiss: () => void;
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    // A failed check (a flaky link) is simply retried at the next interval or `online` event.
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
}

export function useServiceWorker(): ServiceWorkerState {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  // The version the person answered "Later" to. The same waiting version is announced twice (when it
  // has installed, and again when it waits), so without this a quick "Later" could be undone.
  const [laterFor, setLaterFor] = useState<ServiceWorker | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      if (!registered) return;
      setRegistration(registered);
      checkForUpdates(registered);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  const dismiss = useCallback(() => {
    setLaterFor(registration?.waiting ?? null);
    setNeedRefresh(false);
    setOfflineReady(false);
  }, [registration, setNeedRefresh, setOfflineReady]);
  const waiting = registration?.waiting ?? null;
  const answeredLater = waiting !== null && waiting === laterFor;
  return { needRefresh: needRefresh && !answeredLater, offlineReady, update: updateServiceWorker, dismiss };
}
