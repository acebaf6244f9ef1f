/** The devices module's public surface: what the app and other modules may import. */
export { devicesSync } from './devices-sync';
