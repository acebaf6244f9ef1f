/**
 * Sends waiting files one at a time, oldest first, under a Web Lock so that two tabs never send the same
 * file. A file the server refuses stays on the device as failed, with the server's message, and so do the
 * changes that name it: the person sees why. Page only: the service worker does not upload.
 */
import type { SessionEnd } from '../../domain/auth/session-end';
import type { AppDb } from '../db/app-db';
import type { DrainAuth, DrainResult } from '../outbox/drain-outbox';
import type { UploadRow } from './upload-types';

export const UPLOAD_LOCK = 'shala-uploads';

export type UploadAnswer =
  | { kind: 'done' }
  | { kind: 'retry-later'; message: string }
  | { kind: 'unauthorized'; end: SessionEnd }
  | { kind: 'rejected'; message: string };

export interface UploadCallbacks {
  /** Bytes sent so far, as the transfer sees them. */
  onProgress: (sent: number) => void;
  /** Bytes the server has confirmed. */
  onConfirmed: (sent: number) => void;
  /** The server has made the upload (its address is known). */
  onCreated: () => void;
  signal: AbortSignal;
}

export type SendUpload = (row: UploadRow, token: string, callbacks: UploadCallbacks) => Promise<UploadAnswer>;

export interface UploadRunnerDeps {
  db: AppDb;
  send: SendUpload;
  getAuth: () => Promise<DrainAuth | null>;
  onUnauthorized: (end: SessionEnd) => void;
  onProgress: (id: string, sent: number) => void;
  /** A file is on the server: changes that named it can go now. */
  onUploaded: (id: string) => void;
  signal: AbortSignal;
  locks?: Pick<LockManager, 'request'> | null;
  /** A file that waits for Wi-Fi is passed over until the connection or the person says otherwise. */
  waitsForWifi?: (row: UploadRow) => boolean;
  /** Listens for changes that may make a file wait (the connection, Data saver); answers how to stop. */
  onWaitingChange?: (listener: () => void) => () => void;
}

export async function runUploads(deps: UploadRunnerDeps): Promise<DrainResult> {
  if (!deps.locks) return runUnderLock(deps);
  return deps.locks.request(UPLOAD_LOCK, { ifAvailable: true }, (lock) =>
    lock ? runUnderLock(deps) : ({ state: 'busy' } as const),
  );
}

async function nextUpload(
  db: AppDb,
  userId: string,
  waits: (row: UploadRow) => boolean,
): Promise<UploadRow | undefined> {
  const rows = await db.uploads.where('userId').equals(userId).sortBy('id');
  return rows.find((row) => row.status !== 'failed' && !waits(row));
}

/** The server will never take this file: it and every change naming it are failed, with its message. */
export async function refuseUpload(db: AppDb, id: string, message: string): Promise<void> {
  await db.transaction('rw', db.uploads, db.outbox, async () => {
    await db.uploads.update(id, { status: 'failed', lastError: message });
    await db.outbox
      .filter((row) => row.dependsOn.includes(id) && (row.status === 'waiting' || row.status === 'sending'))
      .modify({ status: 'failed', lastError: message });
  });
}

/**
 * Confirmed bytes are written one after another, and settled before the row is deleted: a write landing after
 * the row's delete brings the row back in Dexie's cache of live queries (the header would count it for ever).
 */
const confirmedWrites = new Map<string, Promise<void>>();

function writeConfirmed(db: AppDb, id: string, change: Partial<Pick<UploadRow, 'sent' | 'created'>>): void {
  const previous = confirmedWrites.get(id) ?? Promise.resolve();
  const next = previous.then(() => db.uploads.update(id, change)).then(
    () => undefined,
    () => undefined,
  );
  confirmedWrites.set(id, next);
  void next.then(() => {
    if (confirmedWrites.get(id) === next) confirmedWrites.delete(id);
  });
}

/** Resolves once no write of the row's confirmed bytes is under way. */
export async function writesSettled(id: string): Promise<void> {
  await confirmedWrites.get(id);
}

async function runUnderLock(deps: UploadRunnerDeps): Promise<DrainResult> {
  const { db, signal } = deps;
  // Holding the lock, no one else is sending: a row left `sending` was cut off by a reload.
  await db.uploads.where('status').equals('sending').modify({ status: 'waiting' });
  const auth = await deps.getAuth();
  if (!auth) return { state: 'needs-sign-in' };

  const waits = deps.waitsForWifi ?? (() => false);
  for (;;) {
    if (signal.aborted) return { state: 'idle' };
    const row = await nextUpload(db, auth.userId, waits);
    if (!row) return { state: 'idle' };
    await db.uploads.update(row.id, { status: 'sending' });
    // Stopped with the runner, or alone when it now has to wait (the tablet left Wi-Fi with Data saver on).
    const file = new AbortController();
    const stop = () => file.abort();
    signal.addEventListener('abort', stop, { once: true });
    const unlisten = deps.onWaitingChange?.(() => waits(row) && file.abort());
    let answer: UploadAnswer;
    try {
      answer = await deps.send(row, auth.token, {
        signal: file.signal,
        onProgress: (sent) => deps.onProgress(row.id, sent),
        onConfirmed: (sent) => {
          if (!signal.aborted) writeConfirmed(db, row.id, { sent });
        },
        onCreated: () => {
          if (!signal.aborted) writeConfirmed(db, row.id, { created: true });
        },
      });
    } finally {
      signal.removeEventListener('abort', stop);
      unlisten?.();
    }
    await writesSettled(row.id);
    // Stopped (the row was discarded, or the person signs out): the row is not written again; a row left
    // `sending` is taken up by the next run.
    if (signal.aborted) return { state: 'idle' };
    if (file.signal.aborted) {
      // Waits for Wi-Fi again; tus goes on from the offset the server confirmed when it may go.
      await db.uploads.update(row.id, { status: 'waiting' });
      continue;
    }
    switch (answer.kind) {
      case 'done':
        await db.uploads.delete(row.id);
        deps.onUploaded(row.id);
        break;
      case 'rejected':
        await refuseUpload(db, row.id, answer.message);
        break;
      case 'retry-later':
        await db.uploads.update(row.id, { status: 'waiting', lastError: answer.message });
        return { state: 'retry-later', message: answer.message };
      case 'unauthorized':
        await db.uploads.update(row.id, { status: 'waiting' });
        deps.onUnauthorized(answer.end);
        return { state: 'needs-sign-in' };
    }
  }
}
