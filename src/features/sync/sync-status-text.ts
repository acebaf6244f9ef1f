import type { OutboxCounts } from '../../data/outbox/use-outbox';

export type SyncTone = 'offline' | 'syncing' | 'waiting' | 'saved' | 'attention';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** The header's one-line state (docs/sync.md, "What the person sees"); attention wins, then offline, then activity. */
export function syncStatusText(
  counts: OutboxCounts,
  online: boolean,
  busy: boolean,
): { tone: SyncTone; text: string } {
  const waiting = counts.waiting + counts.sending;
  if (counts.attention > 0) return { tone: 'attention', text: `${counts.attention} need attention` };
  if (!online)
    return { tone: 'offline', text: waiting > 0 ? `Offline · ${changes(waiting)} waiting` : 'Offline' };
  if (busy) return { tone: 'syncing', text: waiting > 0 ? `Syncing ${changes(waiting)}…` : 'Syncing…' };
  if (waiting > 0) return { tone: 'waiting', text: `${changes(waiting)} waiting` };
  return { tone: 'saved', text: 'All changes saved' };
}
