/**
 * Files kept on the device for the upload tests, put where the app keeps them (Dexie's `uploads` store of
 * the `shala-admin` database), as the upload field does; and counts of what the device still holds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const MB = 1024 * 1024;
export const LESSON_MP4 = path.resolve(import.meta.dirname, '../fixtures/media/lesson.mp4');

/** The fixture MP4's bytes, as a list the page can take. */
export async function lessonBytes(): Promise<number[]> {
  return [...(await readFile(LESSON_MP4))];
}

export interface KeptFile {
  name: string;
  type: string;
  /** The file's first bytes; the rest up to `size` are zeros. */
  head: number[];
  size: number;
}

/** Keeps a file on the device for the signed-in user, waiting to upload; answers its upload id. */
export function keepOnDevice(page: Page, file: KeptFile): Promise<string> {
  return page.evaluate(async ({ name, type, head, size }) => {
    const session = JSON.parse(localStorage.getItem('shala.session') ?? '{}') as {
      state: { user: { _id: string } };
    };
    const bytes = new Uint8Array(size);
    bytes.set(head);
    const row = {
      id: crypto.randomUUID(),
      userId: session.state.user._id,
      kind: 'video',
      filename: name,
      type,
      size,
      blob: new Blob([bytes], { type }),
      status: 'waiting',
      sent: 0,
      createdAt: Date.now(),
    };
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shala-admin');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction('uploads', 'readwrite');
      transaction.objectStore('uploads').add(row);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('cannot keep the file'));
    });
    database.close();
    return row.id;
  }, file);
}

/** How many rows a store of the device's database holds. */
export function countOnDevice(page: Page, store: 'uploads' | 'outbox'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
    store,
  );
}

/**
 * Queues a change in the device's outbox as the app's forms do (`saveLocally`), e.g. a content create that
 * names a file still on the device (`dependsOn` its upload id).
 */
export function queueOnDevice(
  page: Page,
  change: { entity: string; path: string; body: Record<string, unknown>; dependsOn: string[]; label: string },
): Promise<string> {
  return page.evaluate(async ({ entity, path: requestPath, body, dependsOn, label }) => {
    const session = JSON.parse(localStorage.getItem('shala.session') ?? '{}') as {
      state: { user: { _id: string } };
    };
    const targetId = crypto.randomUUID();
    const id = crypto.randomUUID();
    const row = {
      id,
      key: id,
      userId: session.state.user._id,
      entity,
      operation: 'create',
      targetId,
      request: { method: 'POST', path: requestPath, body: { _id: targetId, ...body } },
      patch: body,
      dependsOn,
      status: 'waiting',
      attempts: 0,
      previous: null,
      label,
      createdAt: Date.now(),
    };
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('shala-admin');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction('outbox', 'readwrite');
      transaction.objectStore('outbox').add(row);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('cannot queue the change'));
    });
    database.close();
    return targetId;
  }, change);
}
