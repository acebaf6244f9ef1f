/** The description of /api/dashboard (server/openapi). */
import type { RouteTable } from '../../openapi/route-doc';

export const dashboardDocs: RouteTable = {
  'GET /api/dashboard': {
    summary: "The programme's figures (super administrator)",
    description:
      'Counters (schools, active pupils, devices, content items), devices active / inactive / not linked, content by type, schools with no change in 30 days, the 10 latest changes, pupils per school (top 8) and content per class.',
    answer: { status: 200, description: 'The figures under `data`', schema: 'Data' },
  },
};
