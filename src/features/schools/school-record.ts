/** Reading school records of the mirror, typed: counts under either name, the 'Awaited' placeholder. */
import type { Mirrored } from '../../data/db/app-db';
import { textField as text } from '../../domain/people/record-status';
import { SCHOOL_PLACEHOLDER, type SchoolFields, type SchoolStatus } from '../../domain/schools/school';
import { schoolCountFields, type SchoolCountedEntity } from '../../domain/sync/entity-screens';
import { t } from '../../i18n/i18n';

/** A school as the device's mirror holds it (a field the server has not sent yet may be missing). */
export type SchoolRecord = Mirrored<'schools'>;

/** A text value for display: 'Awaited' (in the chosen language) when missing. */
export function shown(value: unknown): string {
  return text(value).trim() || t(SCHOOL_PLACEHOLDER);
}

export function statusOf(record: SchoolRecord): SchoolStatus {
  return record.status === 'inactive' ? 'inactive' : 'active';
}

/** The count the server sent under either of its names, 0 when none. */
export function countOf(record: SchoolRecord, name: SchoolCountedEntity): number {
  for (const field of schoolCountFields(name)) {
    const value: unknown = record[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return 0;
}

export function byName(a: SchoolRecord, b: SchoolRecord): number {
  return text(a.school_name).localeCompare(text(b.school_name), undefined, { sensitivity: 'base' });
}

const SEARCHED_FIELDS = [
  'school_name',
  'city',
  'state',
  'locality',
  'principal_name',
  'email',
] as const satisfies readonly (keyof SchoolFields)[];

export function matchesSearch(record: SchoolRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return SEARCHED_FIELDS.some((field) => text(record[field]).toLowerCase().includes(needle));
}

export type StatusFilter = 'all' | SchoolStatus;

/** The list screen's rows: searched, filtered by status, sorted by name. */
export function selectSchools(
  records: readonly SchoolRecord[],
  search: string,
  status: StatusFilter,
): SchoolRecord[] {
  return records
    .filter((record) => (status === 'all' || statusOf(record) === status) && matchesSearch(record, search))
    .sort(byName);
}
