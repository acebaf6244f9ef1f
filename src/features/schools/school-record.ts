/** Reading school records of the mirror: text fields, counts under either name, the 'Awaited' placeholder. */
import type { SyncedRecord } from '../../data/db/entities';
import { SCHOOL_PLACEHOLDER, type SchoolStatus } from '../../domain/schools/school';
import { schoolCountFields, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { t } from '../../i18n/i18n';

export function textOf(record: SyncedRecord | undefined, field: string): string {
  const value = record?.[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** A text value for display: 'Awaited' (in the chosen language) when missing. */
export function shown(record: SyncedRecord | undefined, field: string): string {
  return textOf(record, field).trim() || t(SCHOOL_PLACEHOLDER);
}

export function statusOf(record: SyncedRecord): SchoolStatus {
  return record.status === 'inactive' ? 'inactive' : 'active';
}

/** The count the server sent under either of its names, 0 when none. */
export function countOf(record: SyncedRecord, name: SchoolCountedEntity): number {
  for (const field of schoolCountFields(name)) {
    const value = record[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return 0;
}

export function byName(a: SyncedRecord, b: SyncedRecord): number {
  return textOf(a, 'school_name').localeCompare(textOf(b, 'school_name'), undefined, { sensitivity: 'base' });
}

const SEARCHED_FIELDS = ['school_name', 'city', 'state', 'locality', 'principal_name', 'email'] as const;

export function matchesSearch(record: SyncedRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return SEARCHED_FIELDS.some((field) => textOf(record, field).toLowerCase().includes(needle));
}

export type StatusFilter = 'all' | SchoolStatus;

/** The list screen's rows: searched, filtered by status, sorted by name. */
export function selectSchools(
  records: readonly SyncedRecord[],
  search: string,
  status: StatusFilter,
): SyncedRecord[] {
  return records
    .filter((record) => (status === 'all' || statusOf(record) === status) && matchesSearch(record, search))
    .sort(byName);
}
