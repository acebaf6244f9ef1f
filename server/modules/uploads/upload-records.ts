/** The `uploads` table: who owns an upload and whether its file is stored, the truth for every process. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { UploadKind } from '../../../src/domain/uploads/upload-rules';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads._id, id));
  return row;
}

/** A new `uploading` row; false when the id already exists. */
export async function insertUpload(
  db: Db,
  row: { id: string; ownerId: string; kind: UploadKind; filename: string; size?: number },
): Promise<boolean> {
  const inserted = await db
    .insert(uploads)
    .values({ _id: row.id, ownerId: row.ownerId, kind: row.kind, filename: row.filename, size: row.size })
    .onConflictDoNothing()
    .returning({ id: uploads._id });
  return inserted.length > 0;
}

/** What one person's live unfinished uploads (created after `since`) hold: how many, their declared bytes, the oldest's creation. */
export async function unfinishedOf(db: Db, ownerId: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number),
      oldest: sql<number | null>`extract(epoch from min(${uploads.createdAt})) * 1000`.mapWith(Number),
    })
    .from(uploads)
    .where(and(eq(uploads.status, 'uploading'), gt(uploads.createdAt, since), eq(uploads.ownerId, ownerId)));
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0, oldest: row?.oldest ?? null };
}

export async function markStored(
  db: Db,
  id: string,
  file: { kind: UploadKind; mimeType: string; size: number; sha256: string },
): Promise<UploadRow> {
  const [row] = await db
    .update(uploads)
    .set({ ...file, status: 'stored', storedAt: new Date() })
    .where(eq(uploads._id, id))
    .returning();
  if (!row) throw new Error(`upload ${id} vanished while it was being stored`);
  return row;
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads._id, id));
}
