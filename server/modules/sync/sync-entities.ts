/**
 * What each sync scope holds (docs/sync.md, "Scopes and freshness"), derived from the entity registry: every registry entity
 * has its table, API view and school column here (a new entity without a line fails to compile).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  entitiesOfScope,
  type EntityName,
  type SyncedRecords,
} from '../../../src/domain/sync/entity-registry';
import type { Db } from '../../db/connection';
import * as schema from '../../db/schema';
import type { RecordTable } from '../../kit/synced-repository';
import { toClassView, toMasterClassView, toMasterSubjectView, toSubjectView } from '../classes';
import { schoolViews } from '../schools';
import { toStudentView } from '../students';
import { toTeacherView } from '../teachers';
import { toBookView, toContentView, toDeviceView } from './sync-views';

export type SyncRow = { _id: string; seq: number; deletedAt: Date | null };

interface ServerEntity<K extends EntityName> {
  table: RecordTable;
  /** API views of live rows, in their order. */
  views: (db: Db, rows: SyncRow[]) => Promise<Array<SyncedRecords[K]>>;
  /** The column naming a row's school; absent when the entity belongs to no school. */
  school?: PgColumn;
}

/** A view of each row on its own. */
const eachRow =
  <Row, View>(view: (row: Row) => View) =>
  (_db: Db, rows: SyncRow[]) =>
    Promise.resolve((rows as Row[]).map(view));

const SERVER_ENTITIES: { [K in EntityName]: ServerEntity<K> } = {
  schools: {
    table: schema.schools,
    views: (db, rows) => schoolViews(db, rows as Array<typeof schema.schools.$inferSelect>),
    school: schema.schools._id,
  },
  classes: { table: schema.classes, views: eachRow(toClassView), school: schema.classes.school_id },
  subjects: { table: schema.subjects, views: eachRow(toSubjectView), school: schema.subjects.school_id },
  students: { table: schema.students, views: eachRow(toStudentView), school: schema.students.school_id },
  teachers: { table: schema.teachers, views: eachRow(toTeacherView), school: schema.teachers.school_id },
  books: { table: schema.books, views: eachRow(toBookView), school: schema.books.school_id },
  devices: { table: schema.devices, views: eachRow(toDeviceView), school: schema.devices.school_id },
  contents: { table: schema.contents, views: eachRow(toContentView) },
  masterClasses: { table: schema.masterClasses, views: eachRow(toMasterClassView) },
  masterSubjects: { table: schema.masterSubjects, views: eachRow(toMasterSubjectView) },
};

export interface SyncEntity {
  name: EntityName;
  table: RecordTable;
  /** Limits the table to the scope; undefined for the whole table. */
  where?: SQL;
  views(db: Db, rows: SyncRow[]): Promise<unknown[]>;
}

function entityOf(name: EntityName, where?: SQL): SyncEntity {
  const { table, views } = SERVER_ENTITIES[name];
  return { name, table, views, where };
}

function schoolColumnOf(name: EntityName): PgColumn {
  const column = SERVER_ENTITIES[name].school;
  if (!column) throw new Error(`${name} is in the school scope but has no school column`);
  return column;
}

/** The entities of the global scope, in registry order, every row of each. */
export const globalEntities = (): SyncEntity[] => entitiesOfScope('global').map((name) => entityOf(name));

/** The entities of one school's scope, in registry order, that school's rows of each. */
export const schoolEntities = (schoolId: string): SyncEntity[] =>
  entitiesOfScope('school').map((name) => entityOf(name, eq(schoolColumnOf(name), schoolId)));
