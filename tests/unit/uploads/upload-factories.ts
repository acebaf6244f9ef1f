/** Files on the device for the upload tests. */
import { vi } from 'vitest';
import type { AppDb } from '../../../src/data/db/app-db';
import type { SendUpload, UploadAnswer, UploadRunnerDeps } from '../../../src/data/uploads/upload-runner';
import type { UploadRow } from '../../../src/data/uploads/upload-types';
import { newId } from '../../../src/domain/ids';
import { TOKEN_A, USER_A } from '../data/factories';

let clock = Date.UTC(2026, 0, 1);

export function makeUpload(overrides: Partial<UploadRow> = {}): UploadRow {
  clock += 1000;
  return {
    id: newId(clock),
    userId: USER_A,
    kind: 'video',
    filename: 'lesson.mp4',
    type: 'video/mp4',
    size: 1000,
    blob: new Blob(['x']),
    status: 'waiting',
    sent: 0,
    createdAt: clock,
    ...overrides,
  };
}

/** A fake transfer: answers through `answer`, reporting some progress first; remembers what it sent. */
export function fakeUploadSend(
  answer: (row: UploadRow, index: number) => UploadAnswer | Promise<UploadAnswer>,
) {
  const sent: Array<{ id: string; token: string; status: string | undefined }> = [];
  const send = vi.fn<SendUpload>(async (row, token, callbacks) => {
    sent.push({ id: row.id, token, status: row.status });
    callbacks.onProgress(row.size / 2);
    callbacks.onConfirmed(row.size / 2);
    return answer(row, sent.length - 1);
  });
  return { send, sent, ids: () => sent.map((call) => call.id) };
}

export function runnerDeps(
  db: AppDb,
  send: SendUpload,
  overrides: Partial<UploadRunnerDeps> = {},
): UploadRunnerDeps {
  return {
    db,
    send,
    getAuth: () => Promise.resolve({ token: TOKEN_A, userId: USER_A }),
    onUnauthorized: vi.fn(),
    onProgress: vi.fn(),
    onUploaded: vi.fn(),
    signal: new AbortController().signal,
    locks: null,
    ...overrides,
  };
}
