/** The settings module's public surface. */
export { settingsRoutes } from './settings-routes';
export { settingsOf } from './settings-repository';
