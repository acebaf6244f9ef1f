/**
 * The one list of synced entities (docs/sync.md, "The entity registry"), in the order a pull applies
 * them. The server's sync scopes, the device's entity list and its Dexie schema, a school's pages and
 * counts, the words screens name records by, are all derived from it; nothing else names the synced
 * entities. Adding an area adds one line here.
 */
import type { Book } from '../books/book';
import type { MasterClass, MasterSubject, SchoolClass, Subject } from '../classes/class';
import type { Content } from '../contents/content';
import type { Device } from '../devices/device';
import { defineMessages } from '../i18n/languages';
import type { School, SchoolCounts } from '../schools/school';
import type { Student } from '../students/student-schema';
import type { Teacher } from '../teachers/teacher-schema';
import type { UserAccount } from '../users/user-account';

/** `global`: what a super administrator mirrors; `school`: one school's own records (`school:<id>`). */
export type ScopeKind = 'global' | 'school';

/** The words screens name an entity's records by: English texts, also the catalog ids (translated where shown). */
export interface EntityWords {
  /** The title of its list screen, its breadcrumb and its link ('Students'); absent when no screen lists it alone. */
  label?: string;
  /** One record in a sentence: the pending list's 'Add student Asha Patil', the change history's. */
  noun: string;
  /** The change history's noun when it differs from `noun` ('VR device' where the pending list says 'device'). */
  historyNoun?: string;
}

export interface SyncEntityDefinition {
  /** As `/api/sync` names it and as the device's table is called. */
  name: string;
  words: EntityWords;
  /** The scopes whose pull carries this entity. */
  scopes: readonly ScopeKind[];
  /** Fields the device looks records up by (Dexie indexes, after the `_id` key). */
  indexes: readonly string[];
  /** How long the device's copy counts as fresh. */
  ttlMs: number;
  /**
   * Counted in a school's statistics (the school row is re-sent when one changes): the school view's
   * field that carries the count, then the older name clients also read. Absent: not counted.
   */
  schoolCount?: readonly [keyof SchoolCounts, keyof SchoolCounts];
  /**
   * A page of its own under a school (`/schools/{id}/<name>`): its place among the school's pages, in
   * the order the school's page links and counts them (1 first). Absent: no such page.
   */
  schoolPage?: number;
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
    words: defineMessages({ label: 'Schools', noun: 'school' }),
    scopes: ['global', 'school'],
    indexes: ['school_name', 'status'],
    ttlMs: 10 * MINUTE,
  },
  {
    name: 'classes',
    words: defineMessages({ label: 'Classes', noun: 'class' }),
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    schoolCount: ['classCount', 'totalClassesCount'],
    schoolPage: 3,
  },
  {
    name: 'subjects',
    words: defineMessages({ label: 'Subjects', noun: 'subject' }),
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    schoolCount: ['subjectCount', 'totalSubjectCount'],
    schoolPage: 4,
  },
  {
    name: 'students',
    words: defineMessages({ label: 'Students', noun: 'student' }),
    scopes: ['school'],
    // Pupils who left, per school: counted without reading them (a pupil who has not left is not in it).
    indexes: ['school_id', 'class_id', '[school_id+left_year]'],
    ttlMs: 10 * MINUTE,
    schoolCount: ['studentCount', 'totalStudentsCount'],
    schoolPage: 1,
  },
  {
    name: 'teachers',
    words: defineMessages({ label: 'Teachers', noun: 'teacher' }),
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    schoolCount: ['teacherCount', 'totalTeachersCount'],
    schoolPage: 2,
  },
  {
    name: 'books',
    words: defineMessages({ label: 'Books', noun: 'book' }),
    scopes: ['school'],
    indexes: ['school_id'],
    ttlMs: 10 * MINUTE,
    schoolPage: 5,
  },
  {
    name: 'devices',
    words: defineMessages({ label: 'VR Devices', noun: 'device', historyNoun: 'VR device' }),
    scopes: ['global'],
    indexes: ['school_id'],
    ttlMs: 5 * MINUTE,
    neverOnDevice: ['api_token'],
  },
  {
    name: 'contents',
    words: defineMessages({ label: 'Content', noun: 'content' }),
    scopes: ['global'],
    indexes: ['class', 'subject', 'content_type'],
    ttlMs: 5 * MINUTE,
  },
  {
    name: 'masterClasses',
    words: defineMessages({ noun: 'class master' }),
    scopes: ['global'],
    indexes: [],
    ttlMs: 5 * MINUTE,
  },
  {
    name: 'masterSubjects',
    words: defineMessages({ noun: 'subject master' }),
    scopes: ['global'],
    indexes: ['subject_master_class_id'],
    ttlMs: 5 * MINUTE,
  },
  {
    name: 'users',
    words: defineMessages({ label: 'Users', noun: 'user' }),
    scopes: ['global'],
    indexes: ['email'],
    ttlMs: 5 * MINUTE,
  },
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

/** The words of an entity's records, catalog ids to show with `t`. */
export const wordsOf = (name: EntityName): EntityWords => entityDefinition(name).words;

/** Its table on the server, as the change history names it: the name in snake case (`master_classes`). */
export const tableOf = (name: EntityName): string =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The entities counted in a school's statistics, in registry order. */
export const SCHOOL_TALLIED: readonly EntityName[] = SYNC_ENTITIES.filter((e) => 'schoolCount' in e).map(
  (e) => e.name,
);
