/** The subjects module's public surface: what the app and other modules may import. */
export { subjectsArea } from './subjects-area';
