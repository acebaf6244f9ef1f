/** The description of /api/classes and /api/master-class-subject (server/openapi). */
import {
  CLASS_MESSAGES as M,
  ClassCreateSchema,
  ClassUpdateSchema,
} from '../../../src/domain/classes/class-schema';
import { idParams } from '../../kit/list-query';
import { schoolRecordsDocs } from '../../kit/school-records-docs';
import { ClassListQuerySchema } from './class-query-schema';
import { MasterClassParams } from './classes-routes';

const masters = (what: string) =>
  ({
    summary: `The ${what} masters every school's records name`,
    answer: { status: 200, description: `The ${what} masters`, schema: 'Data' },
  }) as const;

export const classesDocs = {
  ...schoolRecordsDocs({
    base: '/api/classes',
    one: 'class',
    many: 'classes',
    idInvalid: M.recordIdInvalid,
    query: ClassListQuerySchema,
    create: ClassCreateSchema,
    update: ClassUpdateSchema,
  }),
  'GET /api/classes/details/:id': {
    summary: "A class's teacher, subjects and students",
    params: idParams(M.recordIdInvalid),
    answer: { status: 200, description: 'The class and its details', schema: 'Data' },
  },
  'GET /api/master-class-subject/classes': masters('class'),
  'GET /api/master-class-subject/subjects': masters('subject'),
  'GET /api/master-class-subject/subjects/:classId': {
    ...masters('subject'),
    params: MasterClassParams,
    summary: 'The subject masters of one class master (`classId`)',
  },
} as const;
