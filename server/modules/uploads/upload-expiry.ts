/** Unfinished uploads expire a day after their creation: their row and every byte they left. */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';
import type { UploadFolders } from './upload-folders';
import { deleteUpload } from './upload-records';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from './unfinished-uploads';

const HOUR_MS = 60 * 60 * 1000;

/** Forgets the unfinished uploads created before `now` minus a day; answers how many. */
export async function expireUnfinishedUploads(
  db: Db,
  folders: UploadFolders,
  now: number = Date.now(),
): Promise<number> {
  const expired = await db
    .select({ id: uploads._id })
    .from(uploads)
    .where(
      and(
        eq(uploads.status, 'uploading'),
        lt(uploads.createdAt, new Date(now - UNFINISHED_UPLOAD_LIFETIME_MS)),
      ),
    );
  for (const { id } of expired) {
    await folders.removeLocalTraces(id);
    await deleteUpload(db, id);
  }
  return expired.length;
}

/**
 * Runs now and then hourly (the timer never keeps the process alive). `sweepStaging` also clears staged
 * bytes whose row is already gone (a process stopped between the two).
 */
export function scheduleUploadExpiry(
  db: Db,
  folders: UploadFolders,
  sweepStaging: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  const run = () => expireUnfinishedUploads(db, folders).then(sweepStaging).catch(onError);
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
