/** The classes under /api/classes, and the class and subject masters under /api/master-class-subject. */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { recordId } from '../../../src/domain/people/person-fields';
import {
  CLASS_MESSAGES as M,
  ClassCreateSchema,
  ClassUpdateSchema,
} from '../../../src/domain/classes/class-schema';
import { idParams } from '../../kit/list-query';
import { ADMINS_ONLY, schoolRecordsRoutes } from '../../kit/school-records-routes';
import { parseInput } from '../../http/validate';
import { ClassListQuerySchema } from './class-query-schema';
import * as service from './classes-service';

const ClassIdParams = idParams(M.recordIdInvalid);

export const classesRoutes = schoolRecordsRoutes({
  idInvalid: M.recordIdInvalid,
  query: ClassListQuerySchema,
  create: ClassCreateSchema,
  update: ClassUpdateSchema,
  messages: { added: M.added, updated: M.updated, deleted: M.deleted },
  service: service.classesService,
  more(app) {
    app.get('/details/:id', ADMINS_ONLY, async (request) => {
      const { id } = parseInput(ClassIdParams, request.params);
      return { success: true, data: await service.classDetails(app.db, request.currentUser, id) };
    });
  },
});

/** `/subjects/:classId`: a class master's id, checked for shape before any query. */
export const MasterClassParams = v.object({ classId: recordId(M.recordIdInvalid) });

export const masterClassSubjectRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/classes', ADMINS_ONLY, async () => ({
    success: true,
    data: await service.masterClasses(app.db),
  }));

  app.get('/subjects', ADMINS_ONLY, async () => ({
    success: true,
    data: await service.masterSubjects(app.db),
  }));

  app.get('/subjects/:classId', ADMINS_ONLY, async (request) => ({
    success: true,
    data: await service.masterSubjects(app.db, parseInput(MasterClassParams, request.params).classId),
  }));

  done();
};
