/**
 * The declaration of an area of a school's records (students, teachers, ...): its table, answers,
 * list search and filters, uniqueness rule and special rules. `school-records-service.ts` turns it
 * into the reads and writes every such area shares.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../../src/domain/ids';
import type { EntityName } from '../../src/domain/sync/entity-registry';
import type { Db } from '../db/connection';
import type { WriteContext } from '../http/write';
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

export interface SchoolRecordsDefinition<T extends RecordTypes> {
  /** The registry's name of the entity. */
  entity: EntityName;
  table: SchoolRecordTable;
  repo: SyncedRepository<T['row'], T['newRow']>;
  /** The 404 message. */
  notFound: string;
  /** The API answers of these rows, in their order. */
  answers(db: Db, rows: Array<T['row']>): Promise<Array<T['view']>>;
  /**
   * The same answer of a row as JSON built by the database (a declared view's `json()`, with any field
   * read from another table as a subquery): what list pages send. Tests hold the two equal.
   */
  answerJson: SQL;
  list: {
    /** Columns `search` (or `q`) looks in, case-insensitive. */
    search: PgColumn[];
    orderBy: PgColumn[];
    /** The area's own filters, and their values as the answer's `filters` echoes them. */
    filters(query: T['query']): { where?: SQL; echo: Record<string, string | undefined> };
  };
  /** Unique among a school's live records: these fields together; errors name the last one. */
  unique: { fields: readonly string[]; taken: string; repeated: string };
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
  derive?(record: T['newRow']): Partial<T['newRow']>;
  /** Why the record cannot be deleted now (answered 409 with this message); undefined when it can. */
  deleteRefusal?(db: Db, row: T['row']): Promise<string | undefined>;
  /** More changes in the same transaction when a record is deleted. */
  onDelete?(context: WriteContext, row: T['row']): Promise<void>;
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
