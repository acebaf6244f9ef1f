/** The headsets module's public surface: what the app and other modules may import. */
export { headsetsRoutes } from './headsets-routes';
export {
  HEADSET_FILE_PREFIX,
  fullManifest,
  isManifestFile,
  lessonsOfGrades,
  manifestPoint,
  readManifest,
} from './manifest';
