/**
 * Edits of a school's pupils made on an offline tablet, written into IndexedDB the way the app's
 * `saveLocally` writes an edit: the changed record and its outbox row in one transaction. The built app's
 * modules are not reachable from outside, and the benchmark adds no hook to the app.
 */
import type { Page } from 'playwright-core';

export const EDITED = ' Edited';

/** Edits the first `count` pupils of the school (by id) on the device; their ids, in the order queued. */
export async function queueOfflineEdits(page: Page, schoolId: string, count: number): Promise<string[]> {
  // tsx keeps the names of the functions below with a helper the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  return page.evaluate(
    ({ schoolId, count, suffix }) =>
      new Promise<string[]>((resolve, reject) => {
        const session = JSON.parse(localStorage.getItem('shala.session') ?? '{}') as {
          state?: { user?: { _id?: string } };
        };
        const userId = session.state?.user?._id;
        if (!userId) return reject(new Error('not signed in'));
        const hex = (value: number, width: number) => value.toString(16).padStart(width, '0').slice(-width);
        const random = (width: number) =>
          Array.from(crypto.getRandomValues(new Uint8Array(width)), (b) => hex(b % 16, 1)).join('');
        // UUIDv7 as the app makes them: time first, so that ids sort in the order the edits were made.
        const uuid7 = (ms: number, n: number) => {
          const time = hex(ms, 12);
          return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(n, 3)}-8${random(3)}-${random(12)}`;
        };
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const database = open.result;
          const tx = database.transaction(['students', 'outbox'], 'readwrite');
          const students = tx.objectStore('students');
          const outbox = tx.objectStore('outbox');
          const read = students.index('school_id').getAll(schoolId);
          const ids: string[] = [];
          read.onsuccess = () => {
            const pupils = (read.result as Array<Record<string, unknown> & { _id: string; version: number }>)
              .sort((a, b) => (a._id < b._id ? -1 : 1))
              .slice(0, count);
            const start = Date.now();
            pupils.forEach((pupil, n) => {
              const name = `${String(pupil.student_name)}${suffix}`;
              const id = uuid7(start, n);
              students.put({ ...pupil, student_name: name });
              outbox.add({
                id,
                key: id,
                userId,
                entity: 'students',
                operation: 'update',
                targetId: pupil._id,
                request: { method: 'PATCH', path: `/students/${pupil._id}`, body: { student_name: name } },
                patch: { student_name: name },
                baseVersion: pupil.version,
                dependsOn: [],
                status: 'waiting',
                attempts: 0,
                previous: pupil,
                label: `Edit student ${name}`,
                createdAt: start,
              });
              ids.push(pupil._id);
            });
          };
          tx.oncomplete = () => (database.close(), resolve(ids));
          tx.onerror = () => reject(tx.error ?? new Error('edits not written'));
        };
      }),
    { schoolId, count, suffix: EDITED },
  );
}

/** Rows still in the device's outbox. */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shala-admin');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => (open.result.close(), resolve(count.result));
        };
      }),
  );
}
