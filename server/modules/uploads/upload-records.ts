/** The `uploads` table: who owns an upload and whether its file is stored, the truth for every process. */
import { eq } from 'drizzle-orm';
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
