/** `GET /api/dashboard`: the super administrator's figures (the dashboard's, counted from real data). */
import type { FastifyPluginCallback } from 'fastify';
import { SUPER_ADMIN } from '../../auth/school-access';
import { readDashboard } from './dashboard-reads';

export const dashboardRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('', { config: { access: SUPER_ADMIN } }, async () => ({
    success: true,
    data: await readDashboard(app.db),
  }));
  done();
};
