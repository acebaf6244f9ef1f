/** The description of /api/schools (server/openapi). */
import {
  SchoolListQuerySchema,
  SchoolStatusQuerySchema,
} from '../../../src/domain/schools/school-query-schema';
import {
  SchoolBulkUpdateSchema,
  SchoolCreateSchema,
  SchoolPatchSchema,
} from '../../../src/domain/schools/school-schema';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteDoc, type RouteTable } from '../../openapi/route-doc';
import { SchoolIdParams } from './schools-routes';

const list: RouteDoc = {
  summary: 'The schools the caller may see',
  description: 'A school administrator sees their own school only. The list is also under `schools`.',
  query: SchoolListQuerySchema,
  answer: { status: 200, description: 'A page of schools', schema: 'List' },
};
const CHANGE = [IDEMPOTENCY_KEY, IF_MATCH];

export const schoolsDocs: RouteTable = {
  'GET /api/schools': list,
  'GET /api/schools/search': { ...list, summary: 'Search the schools (the same as the list)' },
  'GET /api/schools/search-advanced': {
    ...list,
    summary: 'Search the schools by field (the same as the list)',
  },
  'GET /api/schools/active': {
    summary: 'Every active school the caller may see',
    answer: { status: 200, description: 'The schools, under `data` and `schools`', schema: 'Data' },
  },
  'GET /api/schools/dropdown': {
    summary: 'Names and ids of the schools, for pickers',
    query: SchoolStatusQuerySchema,
    answer: { status: 200, description: 'The schools', schema: 'Data' },
  },
  'GET /api/schools/statistics': {
    summary: 'Counts over the schools the caller may see',
    answer: { status: 200, description: 'The counts', schema: 'Data' },
  },
  'GET /api/schools/statistics/:id': {
    params: SchoolIdParams,
    summary: "One school's counts",
    answer: { status: 200, description: 'The counts', schema: 'Data' },
  },
  'GET /api/schools/:id': {
    params: SchoolIdParams,
    summary: 'One school, with its live counts',
    answer: { status: 200, description: 'The school', schema: 'Data' },
  },
  'POST /api/schools/initiate-school': {
    summary: 'Create a school',
    body: SchoolCreateSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { status: 201, description: 'The school as stored', schema: 'Written' },
  },
  'PATCH /api/schools/:id': {
    params: SchoolIdParams,
    summary: 'Change a school',
    body: SchoolPatchSchema,
    headers: CHANGE,
    answer: { status: 200, description: 'The school as stored', schema: 'Written' },
  },
  'DELETE /api/schools/:id': {
    params: SchoolIdParams,
    summary: 'Delete a school (a tombstone)',
    headers: CHANGE,
    answer: { status: 200, description: 'The deleted school', schema: 'Written' },
  },
  'PUT /api/schools/bulk-update': {
    summary: 'Set the status of many schools at once',
    description: 'Up to 500 ids; unknown ids are named under `missing`.',
    body: SchoolBulkUpdateSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { status: 200, description: 'The schools changed', schema: 'Data' },
  },
};
