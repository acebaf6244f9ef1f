/** The devices module's public surface: what the app and other modules may import. */
export { devicesRoutes } from './devices-routes';
export { devicesSync } from './devices-sync';
