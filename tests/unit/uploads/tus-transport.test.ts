import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { UPLOAD_MESSAGES } from '../../../src/domain/uploads/upload-rules';
import { makeUpload } from './upload-factories';

const made: Array<{
  file: unknown;
  options: UploadOptions;
  start: ReturnType<typeof vi.fn>;
  abort: ReturnType<typeof vi.fn>;
}> = [];

vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(() => Promise.resolve());
    constructor(file: unknown, options: UploadOptions) {
      made.push({ file, options, start: this.start, abort: this.abort });
    }
  },
}));

const { answerOfError, tusTransport } = await import('../../../src/data/uploads/tus-transport');

afterEach(() => {
  made.length = 0;
});

/** An error as tus-js-client gives it: the request's answer, when there was one. */
function httpError(status: number, body: unknown = null): DetailedError {
  const error = new Error('tus: unexpected response') as DetailedError;
  error.originalResponse =
    status === 0
      ? null
      : {
          getStatus: () => status,
          getHeader: () => undefined,
          getBody: () => (body === null ? '' : JSON.stringify(body)),
          getUnderlyingObject: () => null,
        };
  return error;
}

function callbacks(signal = new AbortController().signal) {
  return { onProgress: vi.fn(), onConfirmed: vi.fn(), onCreated: vi.fn(), signal };
}

describe('tusTransport', () => {
  it('sends the file to <apiRoot>/files/<id>, with the contract’s metadata and the token, in 8 MB chunks', async () => {
    const row = makeUpload({ filename: 'lesson one.mp4', kind: 'video', type: 'video/mp4' });
    const answer = tusTransport(() => 'https://school.example/api')(row, 'token-a', callbacks());
    const { options, start, file } = made[0]!;
    expect(start).toHaveBeenCalledTimes(1);
    expect(file).toBe(row.blob);
    expect(options.endpoint).toBe('https://school.example/api/files');
    // A first try creates the upload: it never asks about one the server cannot have yet.
    expect(options.uploadUrl).toBeNull();
    expect(options.metadata).toEqual({
      id: row.id,
      filename: 'lesson one.mp4',
      filetype: 'video/mp4',
      kind: 'video',
    });
    expect(options.headers).toEqual({ Authorization: 'Bearer token-a' });
    expect(options.chunkSize).toBe(8 * 1024 * 1024);
    expect(options.storeFingerprintForResuming).toBe(false);
    expect(options.retryDelays?.length).toBeGreaterThan(0);
    options.onSuccess?.({ lastResponse: httpError(204).originalResponse! });
    expect(await answer).toEqual({ kind: 'done' });
  });

  it('once the server made the upload, a later try asks how much it has and goes on', () => {
    const report = callbacks();
    void tusTransport(() => '/api')(makeUpload(), 't', report);
    made[0]!.options.onUploadUrlAvailable?.();
    expect(report.onCreated).toHaveBeenCalledTimes(1);

    const row = makeUpload({ created: true });
    void tusTransport(() => '/api')(row, 't', callbacks());
    expect(made[1]!.options.uploadUrl).toBe(`/api/files/${row.id}`);
    const halfSent = makeUpload({ sent: 100 });
    void tusTransport(() => '/api')(halfSent, 't', callbacks());
    expect(made[2]!.options.uploadUrl).toBe(`/api/files/${halfSent.id}`);
  });

  it('reports the bytes sent and the bytes the server confirmed', () => {
    const row = makeUpload();
    const report = callbacks();
    void tusTransport(() => '/api')(row, 't', report);
    made[0]!.options.onProgress?.(300, 1000);
    made[0]!.options.onChunkComplete?.(250, 250, 1000);
    expect(report.onProgress).toHaveBeenCalledWith(300);
    expect(report.onConfirmed).toHaveBeenCalledWith(250);
  });

  it('answers the server’s refusal with its message', async () => {
    const answer = tusTransport(() => '/api')(makeUpload(), 't', callbacks());
    made[0]!.options.onError?.(
      httpError(415, { message: UPLOAD_MESSAGES.videoType, errorType: 'validation' }),
    );
    expect(await answer).toEqual({ kind: 'rejected', message: UPLOAD_MESSAGES.videoType });
  });

  it('stops the transfer when told to', async () => {
    const controller = new AbortController();
    const answer = tusTransport(() => '/api')(makeUpload(), 't', callbacks(controller.signal));
    controller.abort();
    expect(await answer).toEqual({ kind: 'retry-later', message: 'Stopped' });
    expect(made[0]!.abort).toHaveBeenCalled();
  });

  it('retries within a try only what a later try may settle', () => {
    void tusTransport(() => '/api')(makeUpload(), 't', callbacks());
    const retry = (error: DetailedError) => made[0]!.options.onShouldRetry?.(error, 0, made[0]!.options);
    expect(retry(httpError(0))).toBe(true);
    expect(retry(httpError(503))).toBe(true);
    expect(retry(httpError(423))).toBe(true);
    expect(retry(httpError(409, { message: 'Upload-Offset does not match' }))).toBe(true);
    expect(retry(httpError(409, { message: UPLOAD_MESSAGES.idTaken }))).toBe(false);
    expect(retry(httpError(413, { message: UPLOAD_MESSAGES.videoTooLarge }))).toBe(false);
    expect(retry(httpError(403, { message: UPLOAD_MESSAGES.notOwner }))).toBe(false);
  });
});

describe('answerOfError', () => {
  it('tells a lost connection, a busy server, a refused token and a refusal apart', () => {
    expect(answerOfError(httpError(0)).kind).toBe('retry-later');
    expect(answerOfError(httpError(502)).kind).toBe('retry-later');
    expect(answerOfError(httpError(429, { message: 'Too many requests' }))).toEqual({
      kind: 'retry-later',
      message: 'Too many requests',
    });
    expect(answerOfError(httpError(401, { message: 'Unauthorized' }))).toEqual({
      kind: 'unauthorized',
      end: 'expired',
    });
    expect(answerOfError(httpError(413, { message: UPLOAD_MESSAGES.videoTooLarge }))).toEqual({
      kind: 'rejected',
      message: UPLOAD_MESSAGES.videoTooLarge,
    });
    expect(answerOfError(httpError(409, { message: UPLOAD_MESSAGES.idTaken }))).toEqual({
      kind: 'rejected',
      message: UPLOAD_MESSAGES.idTaken,
    });
    expect(answerOfError(httpError(400))).toEqual({
      kind: 'rejected',
      message: UPLOAD_MESSAGES.uploadFailed,
    });
  });
});
