/** Spec §7 classes and the class and subject masters: /classes and /master-class-subject under /api. */
import type { FastifyPluginCallback } from 'fastify';
import * as v from 'valibot';
import { parseInput } from '../../http/validate';
import { ADMINS } from '../../auth/school-access';
import * as service from './classes-service';

const ClassesQuery = v.object({
  school_id: v.optional(
    v.pipe(v.string('Invalid school id'), v.trim(), v.maxLength(100, 'Invalid school id')),
  ),
});

export const classesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const admins = { config: { access: ADMINS } };

  app.get('/classes', admins, async (request) => {
    const { school_id: schoolId } = parseInput(ClassesQuery, request.query);
    return {
      success: true,
      data: await service.listClasses(app.db, request.currentUser, schoolId || undefined),
    };
  });

  app.get<{ Params: { id: string } }>('/classes/details/:id', admins, async (request) => ({
    success: true,
    data: await service.classDetails(app.db, request.currentUser, request.params.id),
  }));

  app.get('/master-class-subject/classes', admins, async () => ({
    success: true,
    data: await service.masterClasses(app.db),
  }));

  app.get('/master-class-subject/subjects', admins, async () => ({
    success: true,
    data: await service.masterSubjects(app.db),
  }));

  app.get<{ Params: { classId: string } }>(
    '/master-class-subject/subjects/:classId',
    admins,
    async (request) => ({
      success: true,
      data: await service.masterSubjects(app.db, request.params.classId),
    }),
  );

  done();
};
