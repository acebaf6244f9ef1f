/**
 * Part of the upload suite (local folder and S3): one person's unfinished tus uploads are capped in number
 * and in declared bytes; a finished, terminated or expired upload frees its place, and one person's
 * uploads never limit another's.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { uploads } from '../../../server/db/schema';
import {
  MAX_UNFINISHED_UPLOAD_BYTES,
  MAX_UNFINISHED_UPLOADS,
  QUOTA_MESSAGES,
  UNFINISHED_UPLOAD_LIFETIME_MS,
} from '../../../server/modules/uploads/unfinished-uploads';
import {
  LESSON,
  MB,
  otherAdmin,
  owner,
  t,
  traces,
  tusCreate,
  tusDelete,
  tusPatch,
  type StorageName,
} from './uploads-app';

/** Creates an unfinished upload of `length` declared bytes; its id. */
async function unfinished(length: number, token = owner): Promise<string> {
  const id = randomUUID();
  const created = await tusCreate({ id, length, token });
  expect(created.statusCode, created.body).toBe(201);
  return id;
}

async function refusedAs(message: string, length: number) {
  const before = await traces();
  const refused = await tusCreate({ length });
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json()).toMatchObject({ message, errorType: 'too_many_uploads' });
  // Until the oldest unfinished upload expires at the latest, when a place is free for sure.
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(UNFINISHED_UPLOAD_LIFETIME_MS / 1000);
  expect(await traces()).toEqual(before);
}

export function uploadQuotaSuite(storage: StorageName): void {
  describe(`one person's unfinished uploads are capped (${storage})`, () => {
    afterEach(async () => {
      const left = await t.app.db
        .select({ id: uploads._id })
        .from(uploads)
        .where(eq(uploads.status, 'uploading'));
      for (const { id } of left) for (const token of [owner, otherAdmin]) await tusDelete(id, token);
    });

    it(`refuses the upload after ${MAX_UNFINISHED_UPLOADS}, until one is finished, terminated or expired`, async () => {
      const ids: string[] = [];
      for (let i = 0; i < MAX_UNFINISHED_UPLOADS - 1; i++) ids.push(await unfinished(1000));
      const lesson = await unfinished(LESSON.length);
      await refusedAs(QUOTA_MESSAGES.tooMany, 1000);

      // Another person is not held back by them.
      await unfinished(1000, otherAdmin);
      // Re-creating one's own upload is no new upload: it answers it as it stands.
      expect((await tusCreate({ id: ids[0], length: 1000 })).statusCode).toBe(201);

      const finished = await tusPatch(lesson, 0, LESSON);
      expect(finished.statusCode, finished.body).toBe(204);
      const next = await unfinished(1000);
      await refusedAs(QUOTA_MESSAGES.tooMany, 1000);

      expect((await tusDelete(next)).statusCode).toBe(204);
      await unfinished(1000);
      await refusedAs(QUOTA_MESSAGES.tooMany, 1000);

      // Expired (older than the lifetime), though the hourly sweep has not removed it yet.
      await t.app.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - UNFINISHED_UPLOAD_LIFETIME_MS - 60_000) })
        .where(eq(uploads._id, ids[1]!));
      await unfinished(1000);
      await refusedAs(QUOTA_MESSAGES.tooMany, 1000);
    });

    it('lets only one of several creations at once take the last place', async () => {
      for (let i = 0; i < MAX_UNFINISHED_UPLOADS - 1; i++) await unfinished(1000);
      const answers = await Promise.all([1, 2, 3, 4].map(() => tusCreate({ length: 1000 })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429]);
    });

    it(`refuses an upload that would take the declared bytes past ${MAX_UNFINISHED_UPLOAD_BYTES / 1024 / MB} GB`, async () => {
      const video = 300 * MB;
      const fitting = Math.floor(MAX_UNFINISHED_UPLOAD_BYTES / video);
      for (let i = 0; i < fitting; i++) await unfinished(video);
      const room = MAX_UNFINISHED_UPLOAD_BYTES - fitting * video;
      expect(room).toBeLessThan(video);
      await refusedAs(QUOTA_MESSAGES.tooManyBytes, video);
      await refusedAs(QUOTA_MESSAGES.tooManyBytes, room + 1);
      // Another person may declare as much of their own.
      await unfinished(video, otherAdmin);

      const last = await unfinished(room);
      await refusedAs(QUOTA_MESSAGES.tooManyBytes, 1);
      expect((await tusDelete(last)).statusCode).toBe(204);
      await unfinished(room);
    });
  });
}
