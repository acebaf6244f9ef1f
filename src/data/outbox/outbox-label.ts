/**
 * What the pending list calls a change, in the language shown now rather than the one of the moment it
 * was made: the row keeps its label as a catalog message with its values (`label` stays the English
 * text, for rows made before and for logs).
 */
import { t } from '../../i18n/i18n';
import type { OutboxRow } from './outbox-types';

export function labelOf(row: Pick<OutboxRow, 'label' | 'labelMessage'>): string {
  const message = row.labelMessage;
  if (!message) return t(row.label);
  const words = Object.fromEntries(Object.entries(message.words ?? {}).map(([key, word]) => [key, t(word)]));
  return t(message.id, { ...message.values, ...words });
}
