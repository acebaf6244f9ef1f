/** What each sync scope holds (DESIGN.md §3): its entities, how a row belongs to the scope, and its API view. */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import * as schema from '../../db/schema';
import type { SyncedTable } from '../../http/write';
import { toClassView, toMasterClassView, toMasterSubjectView, toSubjectView } from '../classes/class-view';
import { viewsOf as schoolViews } from '../schools/schools-read-service';
import { toStudentView } from '../students/student-view';
import { toTeacherView } from '../teachers/teacher-view';
import { toBookView, toContentView, toDeviceView } from './sync-views';

export const SYNC_ENTITY_NAMES = [
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
export type SyncEntityName = (typeof SYNC_ENTITY_NAMES)[number];

export type SyncTable = SyncedTable & { deletedAt: PgColumn };
export type SyncRow = { _id: string; seq: number; deletedAt: Date | null };

export interface SyncEntity {
  name: SyncEntityName;
  table: SyncTable;
  /** Limits the table to the scope; undefined for the whole table. */
  where?: SQL;
  /** API views of live rows, in their order. */
  views(db: Db, rows: SyncRow[]): Promise<unknown[]>;
}

function entity<T extends SyncTable>(
  name: SyncEntityName,
  table: T,
  view: (row: T['$inferSelect']) => unknown,
  where?: SQL,
): SyncEntity {
  return {
    name,
    table,
    where,
    views: (_db, rows) => Promise.resolve((rows as Array<T['$inferSelect']>).map(view)),
  };
}

const schoolsEntity = (where?: SQL): SyncEntity => ({
  name: 'schools',
  table: schema.schools,
  where,
  views: (db, rows) => schoolViews(db, rows as Array<typeof schema.schools.$inferSelect>),
});

export function globalEntities(): SyncEntity[] {
  return [
    schoolsEntity(),
    entity('devices', schema.devices, toDeviceView),
    entity('contents', schema.contents, toContentView),
    entity('masterClasses', schema.masterClasses, toMasterClassView),
    entity('masterSubjects', schema.masterSubjects, toMasterSubjectView),
  ];
}

export function schoolEntities(schoolId: string): SyncEntity[] {
  return [
    schoolsEntity(eq(schema.schools._id, schoolId)),
    entity('classes', schema.classes, toClassView, eq(schema.classes.school_id, schoolId)),
    entity('subjects', schema.subjects, toSubjectView, eq(schema.subjects.school_id, schoolId)),
    entity('students', schema.students, toStudentView, eq(schema.students.school_id, schoolId)),
    entity('teachers', schema.teachers, toTeacherView, eq(schema.teachers.school_id, schoolId)),
    entity('books', schema.books, toBookView, eq(schema.books.school_id, schoolId)),
  ];
}
