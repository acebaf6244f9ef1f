/** The settings module's public surface. */
export { settingsRoutes } from './settings-routes';
export { settingsDocs } from './settings-docs';
export { settingsOf } from './settings-repository';
