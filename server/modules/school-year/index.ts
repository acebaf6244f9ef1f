/** The school-year module's public surface: the new year's routes. */
export { schoolYearRoutes } from './school-year-routes';
