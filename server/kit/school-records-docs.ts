/** The description (server/openapi) of the routes `schoolRecordsRoutes` makes, from the same schemas. */
import * as v from 'valibot';
import { recordId } from '../../src/domain/people/person-fields';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteDoc, type RouteTable } from '../openapi/route-doc';
import { idParams } from './list-query';

export interface SchoolRecordsDocs {
  /** `/api/teachers` */
  base: string;
  /** 'teacher', 'teachers' */
  one: string;
  many: string;
  idInvalid: string;
  query: v.GenericSchema;
  create: v.GenericSchema;
  update: v.GenericSchema;
  /** The CSV import's envelope `{ school_id, <listKey>: [rows] }`, for areas that have one. */
  bulk?: { listKey: string; schoolInvalid: string; row: v.GenericSchema };
}

export function schoolRecordsDocs(area: SchoolRecordsDocs): RouteTable {
  const { base, one, many } = area;
  const params = idParams(area.idInvalid);
  const list: RouteDoc = {
    summary: `The ${many} of the schools the caller may see`,
    description: 'A school administrator sees their own school only; `school_id` picks one school.',
    query: area.query,
    answer: { status: 200, description: `A page of ${many}`, schema: 'List' },
    refusals: { 404: '`school_id` names no school' },
  };
  const table: Record<string, RouteDoc> = {
    [`GET ${base}`]: list,
    [`GET ${base}/search`]: { ...list, summary: `Search the ${many} (the same as the list)` },
    [`GET ${base}/:id`]: {
      summary: `One ${one}`,
      params,
      answer: { status: 200, description: `The ${one}`, schema: 'Data' },
    },
    [`POST ${base}`]: {
      summary: `Add a ${one}`,
      description: 'An optional client-chosen `_id` (a UUID); the same create again answers the record.',
      body: area.create,
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 201, description: `The ${one} as stored`, schema: 'Written' },
    },
    [`PATCH ${base}/:id`]: {
      summary: `Change a ${one}`,
      params,
      body: area.update,
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: { status: 200, description: `The ${one} as stored`, schema: 'Written' },
    },
    [`DELETE ${base}/:id`]: {
      summary: `Delete a ${one} (a tombstone)`,
      params,
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: { status: 200, description: `The deleted ${one}`, schema: 'Written' },
    },
  };
  if (area.bulk) {
    const { listKey, schoolInvalid, row } = area.bulk;
    table[`POST ${base}/bulk`] = {
      summary: `Import ${many} (a CSV file's rows), all or none`,
      description: 'Up to 5,000 rows; errors name rows as `rows.<index>.<field>`. Bodies up to 12 MB.',
      otherBody: {
        contentType: 'application/json',
        schema: v.object({ school_id: recordId(schoolInvalid), [listKey]: v.array(row) }),
      },
      headers: [IDEMPOTENCY_KEY],
      answer: { status: 201, description: 'Every row as stored', schema: 'Bulk' },
    };
  }
  return table;
}
