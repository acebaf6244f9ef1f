/** Reading teacher records of the mirror (spec §3 Teacher portal view; status 'active' | 'inactive'). */
import type { SyncedRecord } from '../../data/db/entities';

export function textOf(record: SyncedRecord | undefined, field: string): string {
  const value = record?.[field];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** 'active', or true from servers that send a boolean. */
export const isActive = (record: SyncedRecord) => record.status === 'active' || record.status === true;

/** The form's status of a record: '' when it has none, its own text when it is neither. */
export function formStatusOf(record: SyncedRecord): string {
  if (typeof record.status === 'boolean') return record.status ? 'active' : 'inactive';
  return typeof record.status === 'string' ? record.status : '';
}

/** Indian mobile numbers are shown with +91 (spec §9). */
export function phoneOf(teacher: SyncedRecord): string {
  const number = textOf(teacher, 'phone_number').trim();
  return number ? `+91 ${number}` : '';
}

const SEARCHED = ['teacher_name', 'email'] as const;

/** teacher_name or e-mail, any case (spec §2 Teachers). */
export function matchesSearch(teacher: SyncedRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || SEARCHED.some((field) => textOf(teacher, field).toLowerCase().includes(needle));
}

export function sortTeachers(teachers: readonly SyncedRecord[]): SyncedRecord[] {
  return [...teachers].sort((a, b) =>
    textOf(a, 'teacher_name').localeCompare(textOf(b, 'teacher_name'), undefined, { sensitivity: 'base' }),
  );
}
