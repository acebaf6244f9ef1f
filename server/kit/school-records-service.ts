/** Every read and write of an area of a school's records, from its declaration. */
import type { SchoolRecordsQuery } from './list-query';
import type { SchoolRecordRow, SchoolRecordsDefinition } from './school-records';
import { schoolRecordsBulk } from './school-records-bulk';
import { schoolRecordsReads } from './school-records-reads';
import { schoolRecordsWrites } from './school-records-writes';

export function schoolRecordsService<
  Row extends SchoolRecordRow,
  NewRow extends { school_id: string },
  View,
  Query extends SchoolRecordsQuery,
>(def: SchoolRecordsDefinition<Row, NewRow, View, Query>) {
  const { list, get } = schoolRecordsReads(def);
  return { list, get, ...schoolRecordsWrites(def), bulkCreate: schoolRecordsBulk(def) };
}

export type SchoolRecordsService = ReturnType<
  typeof schoolRecordsService<SchoolRecordRow, { school_id: string }, unknown, SchoolRecordsQuery>
>;
