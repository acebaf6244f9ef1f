/** The contents module's public surface: what the app and other modules may import. */
export { contentsSync } from './contents-sync';
