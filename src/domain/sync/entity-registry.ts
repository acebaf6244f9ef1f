/**
 * The one list of synced entities (docs/sync.md, "The entity registry"), in the order a pull applies
 * them. The server's sync scopes, the device's entity list and its Dexie schema are all derived from
 * it; nothing else names the synced entities. Adding an area adds one line here.
 */
import type { Book } from '../books/book';
import type { MasterClass, MasterSubject, SchoolClass, Subject } from '../classes/class';
import type { Content } from '../contents/content';
import type { Device } from '../devices/device';
import type { School } from '../schools/school';
import type { Student } from '../students/student-schema';
import type { Teacher } from '../teachers/teacher-schema';
import type { UserAccount } from '../users/user-account';

/** `global`: what a super administrator mirrors; `school`: one school's own records (`school:<id>`). */
export type ScopeKind = 'global' | 'school';

export interface SyncEntityDefinition {
  /** As `/api/sync` names it and as the device's table is called. */
  name: string;
  /** The scopes whose pull carries this entity. */
  scopes: readonly ScopeKind[];
  /** Fields the device looks records up by (Dexie indexes, after the `_id` key). */
  indexes: readonly string[];
  /** How long the device's copy counts as fresh. */
  ttlMs: number;
  /** Counted in a school's statistics (the school row is re-sent when one changes). */
  countsTowardSchool: boolean;
  /**
   * Fields sent to the server or answered by a read of one record, but never kept on a device (a
   * headset's API token): the sync view leaves them out, and `onDevice` takes them off whatever else
   * would store them. Absent: none.
   */
  neverOnDevice?: readonly string[];
}

const MINUTE = 60_000;

export const SYNC_ENTITIES = [
  {
    name: 'schools',
    scopes: ['global', 'school'],
    indexes: ['school_name', 'status'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: false,
  },
  {
    name: 'classes',
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: true,
  },
  {
    name: 'subjects',
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: true,
  },
  {
    name: 'students',
    scopes: ['school'],
    indexes: ['school_id', 'class_id'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: true,
  },
  {
    name: 'teachers',
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: true,
  },
  {
    name: 'books',
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    countsTowardSchool: false,
  },
  {
    name: 'devices',
    scopes: ['global'],
    indexes: ['school_id'],
    ttlMs: 5 * MINUTE,
    countsTowardSchool: false,
    neverOnDevice: ['api_token'],
  },
  {
    name: 'contents',
    scopes: ['global'],
    indexes: ['class', 'subject', 'content_type'],
    ttlMs: 5 * MINUTE,
    countsTowardSchool: false,
  },
  { name: 'masterClasses', scopes: ['global'], indexes: [], ttlMs: 5 * MINUTE, countsTowardSchool: false },
  {
    name: 'masterSubjects',
    scopes: ['global'],
    indexes: ['subject_master_class_id'],
    ttlMs: 5 * MINUTE,
    countsTowardSchool: false,
  },
  { name: 'users', scopes: ['global'], indexes: ['email'], ttlMs: 5 * MINUTE, countsTowardSchool: false },
] as const satisfies readonly SyncEntityDefinition[];

export type EntityName = (typeof SYNC_ENTITIES)[number]['name'];

/** The record type of each entity, as the API sends it. A new entity without a line here fails to compile. */
export interface SyncedRecords {
  schools: School;
  classes: SchoolClass;
  subjects: Subject;
  students: Student;
  teachers: Teacher;
  books: Book;
  devices: Device;
  contents: Content;
  masterClasses: MasterClass;
  masterSubjects: MasterSubject;
  users: UserAccount;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/**
 * Compile-time check that the registry and the record map name the same entities.
 * @public
 */
export const REGISTRY_MATCHES_RECORDS: Same<EntityName, keyof SyncedRecords> = true;

export const ENTITY_NAMES: readonly EntityName[] = SYNC_ENTITIES.map((entity) => entity.name);

export function isEntityName(value: unknown): value is EntityName {
  return (ENTITY_NAMES as readonly unknown[]).includes(value);
}

export function entityDefinition(name: EntityName): SyncEntityDefinition {
  return SYNC_ENTITIES.find((entity) => entity.name === name)!;
}

export const ttlOf = (name: EntityName): number => entityDefinition(name).ttlMs;

/** The entities a scope's pull carries, in registry order. */
export function entitiesOfScope(kind: ScopeKind): EntityName[] {
  return SYNC_ENTITIES.filter((entity) => (entity.scopes as readonly ScopeKind[]).includes(kind)).map(
    (entity) => entity.name,
  );
}

/** The entities counted in a school's statistics. */
export const SCHOOL_TALLIED: readonly EntityName[] = SYNC_ENTITIES.filter((e) => e.countsTowardSchool).map(
  (e) => e.name,
);
