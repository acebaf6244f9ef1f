/**
 * A school's new-year changes still in the outbox (starting or undoing it), live; and, once the server took
 * one, the school pulled again so the device has the server's own records (classes an undo removed, roll
 * numbers it restored).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { schoolScope } from '../../data/db/entities';
import { serverAnswer } from '../../data/outbox/server-answer';
import type { OutboxRow } from '../../data/outbox/outbox-types';
import { pull } from '../../data/sync/sync-runtime';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { newYearPath } from './start-new-year';

const isYearRowOf = (schoolId: string) => (row: OutboxRow) =>
  row.entity === 'schools' && row.request.path.startsWith(newYearPath(schoolId));

/** The school's year changes in the outbox, oldest first (undefined while read). */
export function useYearRows(schoolId: string): OutboxRow[] | undefined {
  return useLiveQuery(
    () => db.outbox.where('entity').equals('schools').filter(isYearRowOf(schoolId)).sortBy('id'),
    [schoolId],
  );
}

/** Online, sends the change now and, once the server took it, pulls the school again; offline it waits. */
export function followYearChange(row: OutboxRow, schoolId: string): void {
  if (!useSyncStatus.getState().online) return;
  void serverAnswer(row.targetId)
    .then((answer) => (answer.kind === 'accepted' ? pull(schoolScope(schoolId)) : undefined))
    .catch(() => undefined);
}
