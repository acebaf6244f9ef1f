/**
 * Files kept on the device for the upload tests, put where the app keeps them (Dexie's `uploads` store of
 * the `shala-admin` database), as the upload field does; and counts of what the device still holds.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { waitInPage } from './harness';

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

/** The signed-in user, as the app keeps the session. */
function userIdOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('shala.session') ?? '{}') as { state: { user: { _id: string } } })
        .state.user._id,
  );
}

/**
 * Waits until the app has made its database with `store` in it. Never opens a database that is not
 * there yet: that would make `shala-admin` empty, without the app's stores.
 */
async function appDatabaseHas(page: Page, store: string): Promise<void> {
  await waitInPage(
    page,
    async (name) => {
      if (!(await indexedDB.databases()).some((database) => database.name === 'shala-admin')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('shala-admin');
        open.onsuccess = () => {
          const has = open.result.objectStoreNames.contains(name);
          open.result.close();
          resolve(has);
        };
        open.onerror = () => resolve(false);
      });
    },
    store,
  );
}

/** Adds a row to a store of the device's database; `file` becomes the row's `blob`, made in the page. */
async function addOnDevice(
  page: Page,
  store: 'uploads' | 'outbox',
  row: Record<string, unknown>,
  file?: KeptFile,
) {
  await appDatabaseHas(page, store);
  return page.evaluate(
    async ({ store: name, row: value, file: kept }) => {
      if (kept) {
        const bytes = new Uint8Array(kept.size);
        bytes.set(kept.head);
        value.blob = new Blob([bytes], { type: kept.type });
      }
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('cannot open the database'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(name, 'readwrite');
        transaction.objectStore(name).add(value);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error(`cannot add to ${name}`));
      });
      database.close();
    },
    { store, row, file },
  );
}

/** Keeps a file on the device for the signed-in user, waiting to upload; answers its upload id. */
export async function keepOnDevice(page: Page, file: KeptFile): Promise<string> {
  const id = randomUUID();
  const row = {
    id,
    userId: await userIdOf(page),
    kind: 'video',
    filename: file.name,
    type: file.type,
    size: file.size,
    status: 'waiting',
    sent: 0,
    createdAt: Date.now(),
  };
  await addOnDevice(page, 'uploads', row, file);
  return id;
}

/** How many rows a store of the device's database holds. */
export async function countOnDevice(page: Page, store: 'uploads' | 'outbox'): Promise<number> {
  await appDatabaseHas(page, store);
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
 * names a file still on the device (`dependsOn` its upload id); answers the new record's id.
 */
export async function queueOnDevice(
  page: Page,
  change: { entity: string; path: string; body: Record<string, unknown>; dependsOn: string[]; label: string },
): Promise<string> {
  const targetId = randomUUID();
  const id = randomUUID();
  await addOnDevice(page, 'outbox', {
    id,
    key: id,
    userId: await userIdOf(page),
    entity: change.entity,
    operation: 'create',
    targetId,
    request: { method: 'POST', path: change.path, body: { _id: targetId, ...change.body } },
    patch: change.body,
    dependsOn: change.dependsOn,
    status: 'waiting',
    attempts: 0,
    previous: null,
    label: change.label,
    createdAt: Date.now(),
  });
  return targetId;
}
