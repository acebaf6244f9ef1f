/** Bytes sent per upload, live from the transfer itself (the database keeps only what the server confirmed). */
import { create } from 'zustand';

interface UploadProgressState {
  sent: Record<string, number>;
  report(id: string, sent: number): void;
  forget(id: string): void;
}

export const useUploadProgress = create<UploadProgressState>()((set) => ({
  sent: {},
  report: (id, sent) => set((state) => ({ sent: { ...state.sent, [id]: sent } })),
  forget: (id) =>
    set((state) => ({ sent: Object.fromEntries(Object.entries(state.sent).filter(([key]) => key !== id)) })),
}));

/** Whole percent of a file sent, never 100 before the server has accepted all of it. */
export function percentSent(sent: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(99, Math.floor((sent / size) * 100));
}
