/** tus-js-client from Node, as the device's upload runner uses it: the id chosen first, the bearer token sent. */
import { Upload, type DetailedError } from 'tus-js-client';
import { fileLinkOf } from '../../../src/domain/uploads/upload-rules';
import { apiRoot, owner } from './uploads-app';

export interface ClientRun {
  /** Every byte the client put in a PATCH that the server acknowledged. */
  sentBytes: number;
  error?: DetailedError;
}

/**
 * Sends `content` under `id` in chunks. `stopAfter` aborts once that many bytes are accepted (a dropped
 * connection); a later run with the same id resumes from the server's offset.
 */
export function sendWithTusClient(
  id: string,
  content: Buffer,
  { chunkSize = 8000, stopAfter }: { chunkSize?: number; stopAfter?: number } = {},
): Promise<ClientRun> {
  const run: ClientRun = { sentBytes: 0 };
  return new Promise((resolve) => {
    const upload: Upload = new Upload(content, {
      endpoint: `${apiRoot}/files`,
      uploadUrl: `${apiRoot.replace(/\/api$/, '')}${fileLinkOf(id)}`,
      chunkSize,
      retryDelays: [],
      headers: { authorization: `Bearer ${owner}` },
      metadata: { id, filename: 'lesson.mp4', filetype: 'video/mp4', kind: 'video' },
      onChunkComplete(chunk, accepted) {
        run.sentBytes += chunk;
        if (stopAfter !== undefined && accepted >= stopAfter) void upload.abort().then(() => resolve(run));
      },
      onSuccess: () => resolve(run),
      onError(error) {
        run.error = error as DetailedError;
        resolve(run);
      },
    });
    upload.start();
  });
}
