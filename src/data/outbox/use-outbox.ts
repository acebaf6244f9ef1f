/** Live views of the outbox for screens: the rows, their counts, and which records have changes waiting. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';
import type { EntityName } from '../db/entities';
import { recordIdsOf } from './outbox-queue';
import type { OutboxRow, OutboxStatus } from './outbox-types';

export function useOutboxRows(): OutboxRow[] | undefined {
  return useLiveQuery(() => db.outbox.orderBy('id').toArray(), []);
}

export type OutboxCounts = Record<OutboxStatus, number> & { total: number; attention: number };

export function countRows(rows: readonly OutboxRow[]): OutboxCounts {
  const counts: OutboxCounts = { waiting: 0, sending: 0, failed: 0, conflict: 0, total: rows.length, attention: 0 };
  for (const row of rows) counts[row.status] += 1;
  counts.attention = counts.failed + counts.conflict;
  return counts;
}

export function useOutboxCounts(): OutboxCounts {
  return countRows(useOutboxRows() ?? []);
}

/** The status of each record of an entity that has a change not yet on the server. */
export function usePendingMarks(entity: EntityName): Map<string, OutboxStatus> {
  const rows = useLiveQuery(() => db.outbox.where('entity').equals(entity).toArray(), [entity]) ?? [];
  const marks = new Map<string, OutboxStatus>();
  for (const row of rows) {
    for (const id of recordIdsOf(row)) {
      const seen = marks.get(id);
      if (!seen || row.status === 'conflict' || row.status === 'failed') marks.set(id, row.status);
    }
  }
  return marks;
}
