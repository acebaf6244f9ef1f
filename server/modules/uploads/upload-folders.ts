/**
 * The local folders of uploads, all under `UPLOAD_DIR` (shared by every process when there are several):
 * `staging/` holds unfinished tus uploads (`<id>` and `<id>.json`), `incoming/` multipart files in transit,
 * `files/` the finished files when no object store is configured.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';

export interface UploadFolders {
  staging: string;
  incoming: string;
  /** Removes the bytes an unfinished upload left on the local disk. */
  removeLocalTraces(id: string): Promise<void>;
}

export function uploadFolders(uploadDir: string): UploadFolders {
  const staging = path.join(uploadDir, 'staging');
  const incoming = path.join(uploadDir, 'incoming');
  return {
    staging,
    incoming,
    async removeLocalTraces(id) {
      await Promise.all(
        [path.join(staging, id), path.join(staging, `${id}.json`), path.join(incoming, id)].map((file) =>
          rm(file, { force: true }),
        ),
      );
    },
  };
}
