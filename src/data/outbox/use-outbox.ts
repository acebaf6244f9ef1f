/** Live views of the outbox for screens: the rows, their counts, and which records have changes waiting. */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';
import type { EntityName } from '../db/entities';
import { recordIdsOf } from './outbox-queue';
import type { UploadRow } from '../uploads/upload-types';
import { useUploadRows } from '../uploads/use-uploads';
import type { OutboxRow, OutboxStatus } from './outbox-types';

export function useOutboxRows(): OutboxRow[] | undefined {
  return useLiveQuery(() => db.outbox.orderBy('id').toArray(), []);
}

export type OutboxCounts = Record<OutboxStatus, number> & { total: number; attention: number };

/** Changes and files not yet on the server, together: a file waiting to upload is a change waiting too. */
export function countRows(
  rows: readonly OutboxRow[],
  uploads: readonly Pick<UploadRow, 'status'>[] = [],
): OutboxCounts {
  const counts: OutboxCounts = {
    waiting: 0,
    sending: 0,
    failed: 0,
    conflict: 0,
    total: rows.length + uploads.length,
    attention: 0,
  };
  for (const row of [...rows, ...uploads]) counts[row.status] += 1;
  counts.attention = counts.failed + counts.conflict;
  return counts;
}

/** Counts of changes and files not yet on the server (the header, the logout warning). */
export function useOutboxCounts(): OutboxCounts {
  return countRows(useOutboxRows() ?? [], useUploadRows() ?? []);
}

/** The status of each record of an entity that has a change not yet on the server. */
export function usePendingMarks(entity: EntityName): Map<string, OutboxStatus> {
  // A change of many records (a school's new year) marks each of its records of this entity too.
  const rows = useLiveQuery(
    () => db.outbox.filter((row) => row.entity === entity || !!row.before?.some((each) => each.entity === entity)).toArray(),
    [entity],
  );
  // The same map until the outbox changes, so a table given it need not render again.
  return useMemo(() => {
    const marks = new Map<string, OutboxStatus>();
    for (const row of rows ?? []) {
      for (const id of recordIdsOf(row)) {
        const seen = marks.get(id);
        if (!seen || row.status === 'conflict' || row.status === 'failed') marks.set(id, row.status);
      }
    }
    return marks;
  }, [rows]);
}
