/** The fleet module's public surface: what the app may import. */
export { fleetRoutes } from './fleet-routes';
