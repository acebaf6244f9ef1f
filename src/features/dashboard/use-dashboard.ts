/**
 * The dashboard's figures: the last answer saved on the device at once, refreshed from the server on
 * open, on reconnecting and after this device's changes are accepted; offline, the saved answer stays.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { useAcceptedChanges } from '../../data/answers/use-accepted-changes';
import { saveAnswer, useSavedAnswer, type SavedAnswer } from '../../data/answers/saved-answers';
import { unwrap } from '../../data/api/envelope';
import { request } from '../../data/api/request';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import type { Dashboard } from '../../domain/dashboard/dashboard';

const ANSWER = 'dashboard';

const useReadStatus = create<{ loading: boolean; error: string | null }>()(() => ({
  loading: false,
  error: null,
}));

let running: Promise<void> | null = null;
let again = false;

/** One read at a time; a change accepted while a read is on its way may be missing from it: read once more after. */
function refreshDashboard(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  useReadStatus.setState({ loading: true });
  running = request('/dashboard')
    .then((body) => saveAnswer(ANSWER, unwrap(body) as Dashboard))
    .then(
      () => useReadStatus.setState({ error: null }),
      (failure: unknown) => {
        useReadStatus.setState({ error: failure instanceof Error ? failure.message : String(failure) });
        throw failure;
      },
    )
    .finally(() => {
      running = null;
      useReadStatus.setState({ loading: false });
      if (again) {
        again = false;
        void refreshDashboard().catch(() => undefined);
      }
    });
  return running;
}

export interface DashboardView {
  /** undefined while the device is read; null when it has no saved answer. */
  saved: SavedAnswer<Dashboard> | null | undefined;
  loading: boolean;
  error: string | null;
  online: boolean;
  refresh: () => Promise<void>;
}

export function useDashboard(): DashboardView {
  const saved = useSavedAnswer<Dashboard>(ANSWER);
  const online = useSyncStatus((s) => s.online);
  const loading = useReadStatus((s) => s.loading);
  const error = useReadStatus((s) => s.error);

  useEffect(() => {
    if (online) refreshDashboard().catch(() => undefined);
  }, [online]);

  useAcceptedChanges(() => {
    if (online) refreshDashboard().catch(() => undefined);
  });

  return { saved, loading, error, online, refresh: refreshDashboard };
}
