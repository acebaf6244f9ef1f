/**
 * The change history (`activity`): one row per record an accepted write changed, naming who, what and
 * the record's name at the time. Written in the write's own transaction, so a refused or rolled back
 * write leaves none, and a replayed idempotent write (answered before any change runs) adds none.
 */
import { getTableName } from 'drizzle-orm';
import { classLabel } from '../../src/domain/classes/class-order';
import { newId } from '../../src/domain/ids';
import type { Db } from '../db/connection';
import { activity } from '../db/schema';
import { BULK_CHUNK, chunked } from '../db/chunks';
import type { SyncedTable } from '../db/synced-table';

/** How a write touched a record: a change of its own, or only so the delta pull re-sends it. */
export type TouchKind = 'change' | 'side-effect';

/** A record's name, by the first of these fields it has (a person without a name by e-mail). */
const LABEL_FIELDS = [
  'school_name',
  'student_name',
  'teacher_name',
  'device_name',
  'chapter_title',
  'class_name',
  'subject_name',
  'name',
  'title',
  'description',
  'email',
] as const;

type Row = Record<string, unknown>;

const labelOf = (entity: string, row: Row): string | null => {
  // A class is named with its section ('Class 7 - A'), as every screen names it.
  if (entity === 'classes') return classLabel(row);
  for (const field of LABEL_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
};

/** A school's own id for a school, the record's school otherwise (none for platform-wide records). */
const schoolOf = (entity: string, row: Row): string | null => {
  const school = entity === 'schools' ? row._id : (row.school_id ?? row.schoolId);
  return typeof school === 'string' ? school : null;
};

const actionOf = (row: Row) => (row.deletedAt ? 'deleted' : row.version === 1 ? 'created' : 'updated');

/**
 * One history line per changed record, named from `stamped`: the records the write touched, as they
 * were once stamped with their sync sequence value (the write's end state).
 */
export async function recordActivity(
  tx: Db,
  userId: string | undefined,
  changed: Map<SyncedTable, Set<string>>,
  stamped: Map<SyncedTable, Row[]>,
): Promise<void> {
  for (const [table, ids] of changed) {
    const entity = getTableName(table);
    const changedRows = (stamped.get(table) ?? []).filter((row) => ids.has(String(row._id)));
    for (const rows of chunked(changedRows, BULK_CHUNK)) {
      await tx.insert(activity).values(
        rows.map((row) => ({
          id: newId(),
          userId: userId ?? null,
          entity,
          recordId: String(row._id),
          action: actionOf(row),
          label: labelOf(entity, row),
          schoolId: schoolOf(entity, row),
        })),
      );
    }
  }
}
