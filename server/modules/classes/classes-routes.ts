/**
 * The classes under /api/classes, and the class and subject masters under /api/master-class-subject,
 * each route with its description.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { recordId } from '../../../src/domain/people/person-fields';
import {
  CLASS_MESSAGES as M,
  ClassCreateSchema,
  ClassUpdateSchema,
} from '../../../src/domain/classes/class-schema';
import { ADMINS } from '../../auth/school-access';
import { declareRoute } from '../../kit/declared-route';
import { idParams } from '../../kit/list-query';
import { schoolRecordsRoutes } from '../../kit/school-records-routes';
import { ClassListQuerySchema } from './class-query-schema';
import * as service from './classes-service';

export const classesRoutes = schoolRecordsRoutes({
  one: 'class',
  many: 'classes',
  idInvalid: M.recordIdInvalid,
  query: ClassListQuerySchema,
  create: ClassCreateSchema,
  update: ClassUpdateSchema,
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: service.classesService,
  more(app) {
    declareRoute(
      app,
      {
        method: 'GET',
        url: '/details/:id',
        access: ADMINS,
        summary: "A class's teacher, subjects and students",
        params: idParams(M.recordIdInvalid),
        answer: { status: 200, description: 'The class and its details', schema: 'Data' },
      },
      async ({ params }, request) => ({
        success: true,
        data: await service.classDetails(app.db, request.currentUser, params.id),
      }),
    );
  },
});

/** `/subjects/:classId`: a class master's id, checked for shape before any query. */
const MasterClassParams = v.object({ classId: recordId(M.recordIdInvalid) });

const masters = (what: string) =>
  ({
    method: 'GET',
    access: ADMINS,
    summary: `The ${what} masters every school's records name`,
    answer: { status: 200, description: `The ${what} masters`, schema: 'Data' },
  }) as const;

export const masterClassSubjectRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(app, { ...masters('class'), url: '/classes' }, async () => ({
    success: true,
    data: await service.masterClasses(app.db),
  }));

  declareRoute(app, { ...masters('subject'), url: '/subjects' }, async () => ({
    success: true,
    data: await service.masterSubjects(app.db),
  }));

  declareRoute(
    app,
    {
      ...masters('subject'),
      url: '/subjects/:classId',
      summary: 'The subject masters of one class master (`classId`)',
      params: MasterClassParams,
    },
    async ({ params }) => ({ success: true, data: await service.masterSubjects(app.db, params.classId) }),
  );

  done();
};
