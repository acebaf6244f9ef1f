/**
 * Unfinished uploads: how long one lives, and how many (and how many declared bytes) one person may keep
 * at once, so that nobody fills the staging folder with uploads they never finish. A finished, terminated
 * or expired upload no longer counts. The count and the new row are decided under a lock held per person,
 * so two creations at once cannot both take the last place.
 */
import { sql } from 'drizzle-orm';
import type { UploadKind } from '../../../src/domain/uploads/upload-rules';
import { defineMessages } from '../../../src/domain/i18n/languages';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/errors';
import { insertUpload, unfinishedOf } from './upload-records';

export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Unfinished uploads one person may have at once (the messages below say the same numbers). */
export const MAX_UNFINISHED_UPLOADS = 10;
/** Bytes one person's unfinished uploads may declare in all: 2 GB. */
export const MAX_UNFINISHED_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;

export const QUOTA_MESSAGES = defineMessages({
  tooMany: 'You already have 10 unfinished uploads, the most allowed: finish or cancel one first',
  tooManyBytes:
    'Your unfinished uploads would come to more than 2 GB, the most allowed: finish or cancel one first',
} as const);

/** Keys the per-person lock apart from the server's other advisory locks. */
const UNFINISHED_UPLOADS_LOCK = 7_424_003;

/** Refused past the caps: try again once the oldest unfinished upload has expired (`retryAfterSeconds`). */
export class QuotaRefusal extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'too_many_uploads');
  }
}

export interface NewUpload {
  id: string;
  ownerId: string;
  kind: UploadKind;
  filename: string;
  size: number;
}

/**
 * Makes the upload's row unless its owner's live unfinished uploads are at either cap (a `QuotaRefusal`);
 * false when the id already exists.
 */
export async function insertWithinQuota(
  db: Db,
  upload: NewUpload,
  now: number = Date.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${UNFINISHED_UPLOADS_LOCK}, hashtext(${upload.ownerId}))`,
    );
    const held = await unfinishedOf(tx, upload.ownerId, new Date(now - UNFINISHED_UPLOAD_LIFETIME_MS));
    const message =
      held.count >= MAX_UNFINISHED_UPLOADS
        ? QUOTA_MESSAGES.tooMany
        : held.bytes + upload.size > MAX_UNFINISHED_UPLOAD_BYTES
          ? QUOTA_MESSAGES.tooManyBytes
          : null;
    if (message) {
      const freed = (held.oldest ?? now) + UNFINISHED_UPLOAD_LIFETIME_MS;
      throw new QuotaRefusal(message, Math.max(1, Math.ceil((freed - now) / 1000)));
    }
    return insertUpload(tx, upload);
  });
}
