/** Connection and sync activity, for the header's status (docs/sync.md, "What the person sees"). Counts come from the outbox itself. */
import { create } from 'zustand';

export interface SyncStatusState {
  online: boolean;
  /** The outbox is being sent right now. */
  sending: boolean;
  /** Scopes being pulled right now. */
  pulling: number;
  /** Per scope: why its last pull failed, until one succeeds. */
  pullErrors: Record<string, string>;
  /** When the drainer tries again after the server could not be reached (ms since epoch). */
  retryAt: number | null;
  lastProblem: string | null;
  set(partial: Partial<Omit<SyncStatusState, 'set'>>): void;
}

export const useSyncStatus = create<SyncStatusState>()((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  sending: false,
  pulling: 0,
  pullErrors: {},
  retryAt: null,
  lastProblem: null,
  set: (partial) => set(partial),
}));
