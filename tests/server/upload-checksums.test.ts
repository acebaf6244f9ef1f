/**
 * Every stored upload carries the SHA-256 of its bytes, for a headset to check its download: computed
 * when a file is stored (multipart and tus), and filled in later for files stored without one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../server/db/schema';
import { DEMO_MEDIA, demoMediaPath } from '../../server/seed/demo-media';
import { backfillChecksums, scheduleChecksumBackfill } from '../../server/modules/uploads/checksum-backfill';
import { openStorage } from '../../server/storage';
import { LESSON, multipartPost, setupUploadsApp, t, tusUpload } from './helpers/uploads-app';

setupUploadsApp('local');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const checksumOf = async (id: string) =>
  (await t.app.db.select({ sha256: uploads.sha256 }).from(uploads).where(eq(uploads._id, id)))[0]?.sha256;
const forget = (ids: string[]) =>
  t.app.db.update(uploads).set({ sha256: null }).where(inArray(uploads._id, ids));

async function multipartUpload(): Promise<string> {
  const response = await multipartPost('/api/upload', [
    { name: 'file', filename: 'lesson.mp4', content: LESSON },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function tusStored(): Promise<string> {
  const { id, last } = await tusUpload(LESSON, { id: randomUUID() });
  expect(last.statusCode, last.body).toBe(204);
  return id;
}

describe('upload checksums', () => {
  it('keeps the SHA-256 of a file sent whole (multipart)', async () => {
    expect(await checksumOf(await multipartUpload())).toBe(sha256(LESSON));
  });

  it('keeps the SHA-256 of a file sent by tus', async () => {
    expect(await checksumOf(await tusStored())).toBe(sha256(LESSON));
  });

  it('seeds the demo media with their checksums', async () => {
    for (const media of DEMO_MEDIA) {
      expect(await checksumOf(media.id)).toBe(sha256(await readFile(demoMediaPath(media))));
    }
  });

  it('fills in the checksum of stored files that have none, from the storage', async () => {
    const ids = [await multipartUpload(), await tusStored(), DEMO_MEDIA[0]!.id];
    await forget(ids);
    const storage = await openStorage(t.config);
    expect(await backfillChecksums(t.app.db, storage)).toBe(3);
    expect(await checksumOf(ids[0]!)).toBe(sha256(LESSON));
    expect(await checksumOf(ids[1]!)).toBe(sha256(LESSON));
    expect(await checksumOf(ids[2]!)).toBe(sha256(await readFile(demoMediaPath(DEMO_MEDIA[0]!))));
    expect(await backfillChecksums(t.app.db, storage)).toBe(0);
  });

  it('leaves a row whose file is gone without one, and fills it in on the first pass of its schedule', async () => {
    const [gone, kept] = [await multipartUpload(), await multipartUpload()];
    const storage = await openStorage(t.config);
    await storage.remove(gone);
    await forget([gone, kept]);
    const errors: unknown[] = [];
    const schedule = scheduleChecksumBackfill(t.app.db, storage, (error) => errors.push(error));
    await schedule.stop();
    expect(errors).toEqual([]);
    expect(await checksumOf(kept)).toBe(sha256(LESSON));
    expect(await checksumOf(gone)).toBeNull();
  });
});
