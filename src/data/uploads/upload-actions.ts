/** What a person can do with a file on the device: drop it (a refused file, or one replaced before saving). */
import { db as defaultDb, type AppDb } from '../db/app-db';
import { useUploadProgress } from './upload-progress-store';
import { writesSettled } from './upload-runner';
import { restartUploads, uploadNow } from './upload-runtime';

/** Drops a file kept on the device; a file being sent stops. Changes naming it stay as they are. */
export async function discardUpload(id: string, database: AppDb = defaultDb): Promise<void> {
  const row = await database.uploads.get(id);
  if (!row) return;
  if (row.status === 'sending') restartUploads();
  await writesSettled(id);
  await database.uploads.delete(id);
  useUploadProgress.getState().forget(id);
}

/** A file waiting for Wi-Fi goes now, on whatever connection there is: the person chose to spend the data. */
export async function sendUploadAnyway(id: string, database: AppDb = defaultDb): Promise<void> {
  await database.uploads.update(id, { sendAnyway: true });
  void uploadNow();
}

/** Drops a file that nothing names yet: a form's earlier choice, replaced before the form was saved. */
export async function discardIfUnused(id: string, database: AppDb = defaultDb): Promise<void> {
  const named = await database.outbox.filter((row) => row.dependsOn.includes(id)).count();
  if (named === 0) await discardUpload(id, database);
}
