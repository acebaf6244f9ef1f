/** The entity types mirrored on the device, named as the API's sync answers name them. */
export const ENTITIES = [
  'schools',
  'classes',
  'subjects',
  'students',
  'teachers',
  'books',
  'devices',
  'contents',
  'masterClasses',
  'masterSubjects',
] as const;

export type EntityName = (typeof ENTITIES)[number];

export function isEntityName(value: unknown): value is EntityName {
  return (ENTITIES as readonly unknown[]).includes(value);
}

/** A record as the API sends it: every record has an id and a version (DESIGN.md §5). */
export interface SyncedRecord {
  _id: string;
  version?: number;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** `global` (schools, devices, content, masters) or `school:<id>` (that school's people and classes). */
export type Scope = 'global' | `school:${string}`;

export const schoolScope = (schoolId: string): Scope => `school:${schoolId}`;

/** How long a scope's data counts as fresh (spec §9 caches). */
export const TTL_MS = {
  schools: 10 * 60_000,
  schoolPeople: 10 * 60_000,
  devices: 5 * 60_000,
  contents: 5 * 60_000,
} as const;
