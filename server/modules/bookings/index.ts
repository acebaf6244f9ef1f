/** The bookings module's public surface. */
export { bookingsRoutes } from './bookings-routes';
