/**
 * Sends one file by tus (`tus-js-client`) to `<apiRoot>/files/<id>`, under the device's id. A first try
 * creates the upload with the contract's metadata (docs/api.md, "Uploads"); once the server has made it
 * (the row is `created`), a later try, after a reload say, asks the server how much it has (HEAD) and goes
 * on from there. A first try never asks about an upload the server cannot have yet; one whose answer
 * was lost creates it again, which the server answers with the upload it has.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { UPLOAD_MESSAGES } from '../../domain/uploads/upload-rules';
import { serverErrorMessage, TRANSPORT_MESSAGES } from '../api/api-error';
import { noteSent } from '../data-pack/traffic-notes';
import { classifyAnswer } from '../outbox/classify-answer';
import type { SendUpload, UploadAnswer } from './upload-runner';

/** A dropped connection re-sends at most one chunk; small enough for a slow link to finish one now and then. */
const CHUNK_SIZE = 8 * 1024 * 1024;
/** Within one try; the runner's back-off takes over after the last. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

function statusOf(error: Error | DetailedError): number {
  return 'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;
}

function bodyOf(error: Error | DetailedError): unknown {
  const text = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const messageOfBody = (body: unknown): string | undefined =>
  typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : undefined;

/** 409 is also tus's "offset mismatch", which a HEAD and another try settle; only a taken id is final. */
const isTakenId = (status: number, body: unknown) => status === 409 && messageOfBody(body) === UPLOAD_MESSAGES.idTaken;

function isTransient(status: number, body: unknown): boolean {
  if (status === 0 || status === 408 || status === 423 || status === 429 || status >= 500) return true;
  return status === 409 && !isTakenId(status, body);
}

export function answerOfError(error: Error | DetailedError): UploadAnswer {
  const status = statusOf(error);
  const body = bodyOf(error);
  if (status === 0) return { kind: 'retry-later', message: TRANSPORT_MESSAGES.network };
  if (isTransient(status, body)) {
    return { kind: 'retry-later', message: messageOfBody(body) ?? serverErrorMessage(status, '') };
  }
  const answer = classifyAnswer(status, body);
  if (answer.kind === 'unauthorized') return answer;
  if (answer.kind === 'retry-later') return { kind: 'retry-later', message: answer.message };
  return { kind: 'rejected', message: messageOfBody(body) ?? UPLOAD_MESSAGES.uploadFailed };
}

export function tusTransport(apiRoot: () => string): SendUpload {
  return (row, token, { onProgress, onConfirmed, onCreated, signal }) =>
    new Promise<UploadAnswer>((resolve) => {
      const root = apiRoot();
      const made = row.created === true || row.sent > 0;
      // Bytes of the file that left the device: each piece's progress from the offset it started at,
      // so a piece cut off and sent again counts twice, as it crossed the wire twice.
      let pieceAt = 0;
      const upload = new Upload(row.blob, {
        endpoint: `${root}/files`,
        uploadUrl: made ? `${root}/files/${row.id}` : null,
        metadata: {
          id: row.id,
          filename: row.filename,
          filetype: row.type || 'application/octet-stream',
          kind: row.kind,
        },
        headers: { Authorization: `Bearer ${token}` },
        chunkSize: CHUNK_SIZE,
        retryDelays: RETRY_DELAYS,
        // The device's database is where uploads are remembered, not tus's own localStorage list.
        storeFingerprintForResuming: false,
        // Offline, the runner waits for the `online` event instead of spending the retries.
        onShouldRetry: (error) => navigator.onLine && isTransient(statusOf(error), bodyOf(error)),
        onBeforeRequest: (request) => {
          if (request.getMethod() === 'PATCH') pieceAt = Number(request.getHeader('Upload-Offset') ?? 0);
        },
        onProgress: (sent) => {
          if (sent > pieceAt) noteSent('uploads', sent - pieceAt);
          pieceAt = Math.max(pieceAt, sent);
          onProgress(sent);
        },
        onUploadUrlAvailable: () => onCreated(),
        onChunkComplete: (_chunk, accepted) => onConfirmed(accepted),
        onSuccess: () => resolve({ kind: 'done' }),
        onError: (error) => resolve(answerOfError(error)),
      });
      signal.addEventListener(
        'abort',
        () => {
          void upload.abort();
          resolve({ kind: 'retry-later', message: 'Stopped' });
        },
        { once: true },
      );
      if (signal.aborted) return;
      upload.start();
    });
}
