/** The dashboard module's public surface: what the app may import. */
export { dashboardRoutes } from './dashboard-routes';
