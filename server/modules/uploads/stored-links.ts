/** Links a record may store: a link naming an upload (`/api/files/<id>`) must name a stored one. */
import { inArray } from 'drizzle-orm';
import { UPLOAD_MESSAGES, uploadIdOfLink } from '../../../src/domain/uploads/upload-rules';
import type { Db } from '../../db/connection';
import { uploads } from '../../db/schema';

/** The fields whose link names an upload that is unknown or not finished, with the message for each. */
export async function unfinishedUploadErrors(
  db: Db,
  links: Record<string, string | null | undefined>,
): Promise<Record<string, string>> {
  const named = Object.entries(links).flatMap(([field, link]) => {
    const id = uploadIdOfLink(link);
    return id ? [{ field, id }] : [];
  });
  if (named.length === 0) return {};
  const rows = await db
    .select({ id: uploads._id, status: uploads.status })
    .from(uploads)
    .where(
      inArray(
        uploads._id,
        named.map(({ id }) => id),
      ),
    );
  const stored = new Set(rows.filter((row) => row.status === 'stored').map((row) => row.id));
  return Object.fromEntries(
    named.filter(({ id }) => !stored.has(id)).map(({ field }) => [field, UPLOAD_MESSAGES.notFinished]),
  );
}
