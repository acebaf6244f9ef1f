/** `GET /api/dashboard`: the super administrator's figures (the dashboard's, counted from real data). */
import type { FastifyPluginCallback } from 'fastify';
import { SUPER_ADMIN } from '../../auth/school-access';
import { declareRoute } from '../../kit/declared-route';
import { readDashboard } from './dashboard-reads';

export const dashboardRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '',
      access: SUPER_ADMIN,
      summary: "The programme's figures (super administrator)",
      description:
        'Counters (schools, active pupils, devices, content items), devices active / inactive / not linked, content by type, schools with no change in 30 days, the 10 latest changes, pupils per school (top 8), content per class, and `fleet`: the live VR headsets (`headsets`), those that checked in within 7 days (`seen_7d`), of those the ones whose lessons are not up to date (`out_of_date`), those never seen (`never_seen`), the minutes played per school over 7 days (`minutes_by_school`, top 10) and the schools with headsets none of which checked in within 7 days (`unseen_schools`: `school_id`, `school_name`, `headsets`, `last_seen_at` or null; never seen first, at most 50).',
      answer: { status: 200, description: 'The figures under `data`', schema: 'Data' },
    },
    async () => ({ success: true, data: await readDashboard(app.db) }),
  );
  done();
};
