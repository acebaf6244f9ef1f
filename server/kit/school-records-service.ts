/** Every read and write of an area of a school's records, from its declaration. */
import type { RecordTypes, SchoolRecordsDefinition } from './school-records';
import { schoolRecordsBulk } from './school-records-bulk';
import { schoolRecordsReads } from './school-records-reads';
import { schoolRecordsWrites } from './school-records-writes';

export function schoolRecordsService<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  const { list, get } = schoolRecordsReads(def);
  return { list, get, ...schoolRecordsWrites(def), bulkCreate: schoolRecordsBulk(def) };
}
