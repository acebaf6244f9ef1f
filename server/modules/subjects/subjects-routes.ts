/** Spec §7 Subjects, under /api/subjects. */
import type { FastifyPluginCallback } from 'fastify';
import { ADMINS } from '../../auth/school-access';
import { schoolSubjects } from './subjects-service';

export const subjectsRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { schoolId: string } }>(
    '/school/:schoolId',
    { config: { access: ADMINS } },
    async (request) => ({
      success: true,
      data: await schoolSubjects(app.db, request.currentUser, request.params.schoolId),
    }),
  );
  done();
};
