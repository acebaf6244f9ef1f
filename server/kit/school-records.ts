/**
 * The declaration of an area of a school's records (students, teachers, ...): its table and view, the
 * words and messages of its routes, the domain's query, create and update schemas, its list, its rules.
 * `school-records-area.ts` makes the area's routes, sync source and service from it; the reads and
 * writes use the part of it that `SchoolRecordsDefinition` names.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { BulkParse } from '../../src/domain/csv/bulk-request';
import { newId } from '../../src/domain/ids';
import type { EntityName, SyncedRecords } from '../../src/domain/sync/entity-registry';
import type { Db } from '../db/connection';
import type { WriteContext } from '../http/write';
import type { ColumnView } from './column-view';
import type { SchoolRecordsQuery } from './list-query';
import type { RecordTable, SyncedRepository } from './synced-repository';

/** What every stored record of a school has. */
export interface SchoolRecordRow {
  _id: string;
  school_id: string;
  version: number;
  deletedAt: Date | null;
}

export type SchoolRecordTable = RecordTable & { school_id: PgColumn };

/** The types of an area: its stored row, a new row, its API answer and its list query. */
export interface RecordTypes {
  row: SchoolRecordRow;
  newRow: { school_id: string };
  view: unknown;
  query: SchoolRecordsQuery;
}

/** How an area's list reads: where `search` (or `q`) looks, the order, the area's own filters. */
export interface SchoolRecordsList<Query> {
  /** Columns the text is looked for in, case-insensitive; or the condition for a text, when columns do not say it. */
  search: PgColumn[] | ((text: string | undefined) => SQL | undefined);
  orderBy: PgColumn[];
  /** The area's own filters, and their values as the answer's `filters` echoes them. */
  filters(query: Query): { where?: SQL; echo: Record<string, string | undefined> };
  /** How much a list answers when the query does not say (default: a page of 10, any school). */
  options?: ListOptions;
}

export interface ListOptions {
  /** `'all'` answers every match unless a limit is asked for. */
  defaultLimit?: number | 'all';
  /** The school asked for must be live, else 404: checked in the page's own round trip. */
  liveSchool?: boolean;
}

/** The rules of an area's writes, beyond those every area keeps. */
export interface SchoolRecordRules<Row, NewRow> {
  /** Unique among a school's live records: these fields together; errors name the last one. */
  unique: {
    fields: readonly string[];
    taken: string;
    repeated: string;
    /** Which live records the rule counts, when not all (as the table's unique index says). */
    among?: SQL;
  };
  /** A field that must name a live record of the same school; checked on create and when it changes. */
  reference?: {
    field: string;
    message: string;
    live(db: Db, ids: string[], schoolId: string): Promise<Set<string>>;
  };
  /** Fields that may be sent unchanged but never changed, with the message when they are. */
  readOnly?: Record<string, string>;
  /**
   * Fields derived from others, from the record as it will be stored (a create's fields, or the stored
   * record with an update's changes); rules across fields throw a 400 here.
   */
  derive?(record: NewRow): Partial<Row>;
  /** Why the record cannot be deleted now (answered 409 with this message); undefined when it can. */
  deleteRefusal?(db: Db, row: Row): Promise<string | undefined>;
  /** More changes in the same transaction when a record is deleted. */
  onDelete?(context: WriteContext, row: Row): Promise<void>;
}

/** What the kit's reads and writes use of an area: made from its declaration (`school-records-area.ts`). */
export interface SchoolRecordsDefinition<T extends RecordTypes> extends SchoolRecordRules<
  T['row'],
  T['newRow']
> {
  /** The registry's name of the entity. */
  entity: EntityName;
  table: SchoolRecordTable;
  repo: SyncedRepository<T['row'], T['newRow']>;
  /** The 404 message. */
  notFound: string;
  /** The API answers of these rows, in their order. */
  answers(db: Db, rows: Array<T['row']>): Promise<Array<T['view']>>;
  /**
   * The same answer of a row as JSON built by the database: what list pages send. Tests hold the two
   * equal.
   */
  answerJson: SQL;
  list: SchoolRecordsList<T['query']>;
}

/** A new record as the create schema gives it: its school, and an `_id` when the client chose one. */
export type NewSchoolRecord = { school_id: string; _id?: string };

/** A new record as the kit stores it: what the client sent, the id apart. */
export type StoredFields<Create> = Omit<Create, '_id'>;

/** The request of a CSV import, once checked: the school and its rows. */
export interface BulkRequest<R> {
  school_id: string;
  rows: R[];
}

/**
 * What an area's routes read of its declaration: the words of their descriptions, the messages of
 * their answers, the domain's schemas, the CSV import and the area's own routes.
 */
export interface SchoolRecordsRoutesDeclaration<Query, Create, Update, BulkRow> {
  /** The words of the routes' descriptions: 'teacher', 'teachers'. */
  words: { one: string; many: string };
  query: v.GenericSchema<unknown, Query>;
  create: v.GenericSchema<unknown, Create>;
  update: v.GenericSchema<unknown, Update>;
  /** What a write answers, the 404 of an unknown record, and the 400 of a bad `:id`. */
  messages: { added: string; updated: string; deleted: string; notFound: string; recordIdInvalid: string };
  /** The CSV import (`POST /bulk`), for areas that have one: `{ school_id, <listKey>: [rows] }`. */
  bulk?: {
    check(body: unknown): BulkParse<BulkRequest<BulkRow>>;
    listKey: string;
    schoolInvalid: string;
    row: v.GenericSchema;
  };
  /** `GET /school/:id`, for areas that have it: a live school's records, all unless a limit is given. */
  bySchool?: { schoolInvalid: string };
  /** The area's other routes, declared with `declareRoute`. */
  more?(app: FastifyInstance): void;
}

/**
 * What an area of a school's records declares, once: the kit makes its routes, service and sync source
 * from it (`schoolRecordsArea`).
 */
export interface SchoolRecordsDeclaration<
  K extends EntityName,
  Row,
  Query,
  Create,
  Update,
  BulkRow,
> extends SchoolRecordsRoutesDeclaration<Query, Create, Update, BulkRow> {
  /** The registry's name of the entity. */
  entity: K;
  table: SchoolRecordTable;
  /** The record's API view, field by field: what the routes answer and `/api/sync` sends. */
  view: ColumnView<Row, SyncedRecords[K]>;
  list: SchoolRecordsList<Query>;
  rules: SchoolRecordRules<Row, StoredFields<Create>>;
  /**
   * The routes' answers when they hold more than the view (values of other tables): the rows' answers,
   * in their order, and the same answer built by the database for list pages (`view.json({ more })`).
   */
  answers?: {
    of: (db: Db, rows: Row[]) => Promise<Array<SyncedRecords[K]>>;
    json: SQL;
  };
}

/** A new record as a client sends it: the `_id` is its own choice, or the server's. */
export type ClientRecord<NewRow> = Omit<NewRow, '_id'> & { _id?: string };

/** The record to store: the client's `_id`, else a new one. */
export const withId = <NewRow>(record: { _id?: string }, id = record._id ?? newId()) =>
  ({ ...record, _id: id }) as unknown as NewRow & { _id: string };

/** A field of a row, whatever the row's type. */
export const fieldOf = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];

/** The uniqueness key of a row. */
export const uniqueKeyOf = (fields: readonly string[], row: object): string =>
  fields.map((field) => String(fieldOf(row, field))).join('|');
