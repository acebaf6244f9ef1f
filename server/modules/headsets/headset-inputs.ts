/** The headset routes' query and path schemas; the bodies' are shared with the headset (src/domain/headsets). */
import * as v from 'valibot';
import { HEADSET_MESSAGES as M } from '../../../src/domain/headsets/headset-schema';
import {
  MANIFEST_VERSION_PATTERN,
  parseManifestVersion,
} from '../../../src/domain/headsets/manifest-version';

export const ManifestQuery = v.object({
  since: v.optional(
    v.pipe(
      v.string(M.sinceInvalid),
      v.metadata({ pattern: MANIFEST_VERSION_PATTERN.source }),
      v.check((since) => parseManifestVersion(since) !== undefined, M.sinceInvalid),
    ),
  ),
});

export const CommandParams = v.object({
  commandId: v.pipe(v.string(M.commandIdInvalid), v.trim(), v.uuid(M.commandIdInvalid), v.toLowerCase()),
});
