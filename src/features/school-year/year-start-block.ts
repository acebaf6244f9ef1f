/**
 * Why a school's new year cannot be started now, if it cannot: a start or undo of it still in the outbox
 * (a preview built on its optimistic copy would move the school up twice), or a start that can still be
 * undone (the school was just moved up: undo it first).
 */
import type { Mirrored } from '../../data/db/app-db';
import type { OutboxRow } from '../../data/outbox/outbox-types';
import { canUndoNewYear } from '../../domain/school-year/academic-year';

export type YearStartBlock = 'pending' | 'undo-first';

export function yearStartBlock(
  rows: readonly OutboxRow[],
  school: Pick<Mirrored<'schools'>, 'new_year_undo_until'> | null | undefined,
  now: Date,
): YearStartBlock | null {
  if (rows.length > 0) return 'pending';
  if (canUndoNewYear(school?.new_year_undo_until, now)) return 'undo-first';
  return null;
}
