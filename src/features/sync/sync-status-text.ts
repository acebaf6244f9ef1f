import type { OutboxCounts } from '../../data/outbox/use-outbox';
import { t } from '../../i18n/i18n';

export type SyncTone = 'offline' | 'syncing' | 'waiting' | 'saved' | 'attention';

/** The header's one-line state (docs/sync.md, "What the person sees"); attention wins, then offline, then activity. */
export function syncStatusText(
  counts: OutboxCounts,
  online: boolean,
  busy: boolean,
): { tone: SyncTone; text: string } {
  const waiting = counts.waiting + counts.sending;
  const count = waiting;
  if (counts.attention > 0)
    return { tone: 'attention', text: t('{count} need attention', { count: counts.attention }) };
  if (!online)
    return {
      tone: 'offline',
      text:
        waiting > 0
          ? t('Offline · {count, plural, one {# change} other {# changes}} waiting', { count })
          : t('Offline'),
    };
  if (busy)
    return {
      tone: 'syncing',
      text:
        waiting > 0
          ? t('Syncing {count, plural, one {# change} other {# changes}}…', { count })
          : t('Syncing…'),
    };
  if (waiting > 0)
    return {
      tone: 'waiting',
      text: t('{count, plural, one {# change} other {# changes}} waiting', { count }),
    };
  return { tone: 'saved', text: t('All changes saved') };
}
