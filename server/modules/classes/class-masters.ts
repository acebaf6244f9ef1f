/**
 * The class and subject masters, the programme's lists every school's records name: under
 * /api/master-class-subject, each route with its description, and in `/api/sync`'s global scope.
 */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { CLASS_MESSAGES as M } from '../../../src/domain/classes/class-schema';
import { recordId } from '../../../src/domain/people/person-fields';
import { ADMINS } from '../../auth/school-access';
import { masterClasses, masterSubjects } from '../../db/schema';
import { declareRoute } from '../../kit/declared-route';
import { syncSource } from '../../kit/sync-source';
import {
  masterClassView,
  masterSubjectView,
  toMasterClassView,
  toMasterSubjectView,
  type MasterClassRow,
  type MasterSubjectRow,
} from './class-view';
import { findMasterClasses, findMasterSubjects } from './classes-repository';

export const masterClassesSync = syncSource<'masterClasses', MasterClassRow>(masterClasses, masterClassView);
export const masterSubjectsSync = syncSource<'masterSubjects', MasterSubjectRow>(
  masterSubjects,
  masterSubjectView,
);

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
    data: (await findMasterClasses(app.db)).map(toMasterClassView),
  }));

  declareRoute(app, { ...masters('subject'), url: '/subjects' }, async () => ({
    success: true,
    data: (await findMasterSubjects(app.db)).map(toMasterSubjectView),
  }));

  declareRoute(
    app,
    {
      ...masters('subject'),
      url: '/subjects/:classId',
      summary: 'The subject masters of one class master (`classId`)',
      params: MasterClassParams,
    },
    async ({ params }) => ({
      success: true,
      data: (await findMasterSubjects(app.db, params.classId)).map(toMasterSubjectView),
    }),
  );

  done();
};
