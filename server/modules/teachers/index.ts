/** The teachers module's public surface: what the app and other modules may import. */
export { teachersArea } from './teachers-area';
