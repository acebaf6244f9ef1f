/** Unfinished uploads expire a day after their creation, with every byte they left; finished ones stay. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads } from '../../server/db/schema';
import { uploadFolders } from '../../server/modules/uploads/upload-folders';
import { expireUnfinishedUploads } from '../../server/modules/uploads/upload-expiry';
import {
  LESSON,
  getFile,
  owner,
  setupUploadsApp,
  t,
  traces,
  tusCreate,
  tusHead,
  tusPatch,
  tusUpload,
} from './helpers/uploads-app';

setupUploadsApp('local');

const HOUR_MS = 60 * 60 * 1000;
const createdHoursAgo = (id: string, hours: number) =>
  t.app.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
    .where(eq(uploads._id, id));

it('forgets unfinished uploads older than a day, tus or multipart, and keeps the rest', async () => {
  const folders = uploadFolders(t.config.uploadDir);
  const before = await traces();

  const old = randomUUID();
  await tusCreate({ id: old, length: LESSON.length });
  await tusPatch(old, 0, LESSON.subarray(0, 1000));
  await createdHoursAgo(old, 25);

  // A multipart upload whose process stopped mid-transfer: its row and its temp file.
  const stranded = randomUUID();
  await t.app.db
    .insert(uploads)
    .values({ _id: stranded, ownerId: 'someone', kind: 'video', filename: 'a.mp4' });
  await mkdir(folders.incoming, { recursive: true });
  await writeFile(path.join(folders.incoming, stranded), LESSON.subarray(0, 500));
  await createdHoursAgo(stranded, 30);

  const recent = randomUUID();
  await tusCreate({ id: recent, length: LESSON.length });
  await createdHoursAgo(recent, 23);

  const { id: finished } = await tusUpload(LESSON);
  await createdHoursAgo(finished, 48);
  const kept = await traces();

  expect(await expireUnfinishedUploads(t.app.db, folders)).toBe(2);

  const left = await traces();
  expect(left.rows).toEqual(kept.rows.filter((row) => !row.startsWith(old) && !row.startsWith(stranded)));
  expect(left.files.filter((file) => file.includes(old) || file.includes(stranded))).toEqual([]);
  expect((await tusHead(old, owner)).statusCode).toBe(404);
  expect((await tusHead(recent, owner)).statusCode).toBe(200);
  expect((await getFile(finished)).statusCode).toBe(200);
  expect(left.rows.length).toBe(before.rows.length + 2);
});
