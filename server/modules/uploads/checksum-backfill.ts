/**
 * Stored uploads without a checksum (stored before checksums were kept, or seeded) get one, read from
 * the storage as a stream: at start, in the background, and then daily.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';
import type { FileStorage } from '../../storage';
import { sha256Of } from './file-checksum';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hashes every stored upload that lacks a checksum; answers how many it filled in. */
export async function backfillChecksums(db: Db, storage: FileStorage): Promise<number> {
  const missing = await db
    .select({ id: uploads._id })
    .from(uploads)
    .where(and(eq(uploads.status, 'stored'), isNull(uploads.sha256)))
    .orderBy(uploads._id);
  let filled = 0;
  for (const { id } of missing) {
    // A row whose object is gone (a bucket emptied by hand) stays without one; the next pass tries again.
    if ((await storage.size(id)) === null) continue;
    const sha256 = await sha256Of(await storage.read(id));
    const updated = await db
      .update(uploads)
      .set({ sha256 })
      .where(and(eq(uploads._id, id), isNull(uploads.sha256)))
      .returning({ id: uploads._id });
    filled += updated.length;
  }
  return filled;
}

/** Runs now and then daily (the timer never keeps the process alive); `stop` waits for a pass under way. */
export function scheduleChecksumBackfill(
  db: Db,
  storage: FileStorage,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => backfillChecksums(db, storage)).catch(onError);
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
