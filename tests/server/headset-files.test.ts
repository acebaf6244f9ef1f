/**
 * `GET|HEAD /api/headset/files/:id`: only the files of the headset's own manifest, with byte ranges, the
 * ETag and If-Range (a partial copy of another file gets the whole file with 200, here and at
 * `/api/files/:id`).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LessonFile } from '../../src/domain/headsets/headset';
import { HEADSET_MESSAGES as M } from '../../src/domain/headsets/headset-schema';
import { eq } from 'drizzle-orm';
import { devices } from '../../server/db/schema';
import { admin } from './helpers/api-app';
import { asHeadset, newHeadset, setupHeadsetsApp, t, type TestHeadset } from './helpers/headsets-app';
import { bearer } from './helpers/test-app';

setupHeadsetsApp();

let headset: TestHeadset;
let file: LessonFile;
let id: string;
let whole: Buffer;

/** A file uploaded by the super administrator that no lesson names. */
async function unlinkedUpload(): Promise<string> {
  const lesson = await readFile(path.join(import.meta.dirname, '../fixtures/media/lesson.mp4'));
  const boundary = '----headset-boundary';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload?kind=video',
    headers: {
      ...bearer(admin),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      lesson,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return response.json<{ data: { id: string } }>().data?.id ?? '';
}

beforeAll(async () => {
  headset = await newHeadset();
  const manifest = await asHeadset(headset.token).manifest();
  file = manifest.lessons.find((lesson) => lesson.file)!.file!;
  id = file.url.split('/').at(-1)!;
  const response = await asHeadset(headset.token).get(file.url);
  expect(response.statusCode).toBe(200);
  whole = response.rawPayload;
});

describe('a lesson file', () => {
  it('is served whole to a headset whose manifest names it, with its ETag', async () => {
    expect(whole.length).toBe(file.size);
    const response = await asHeadset(headset.token).get(file.url);
    expect(response.headers).toMatchObject({
      'content-type': file.content_type,
      'accept-ranges': 'bytes',
      etag: `"${id}"`,
      'content-length': String(file.size),
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await asHeadset(headset.token).head(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(file.size));
    expect(response.headers.etag).toBe(`"${id}"`);
    expect(response.rawPayload.length).toBe(0);
  });

  it('resumes from a byte with 206, and says 416 past the end', async () => {
    const start = Math.floor(file.size / 3);
    const response = await asHeadset(headset.token).get(file.url, { range: `bytes=${start}-` });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${file.size - 1}/${file.size}`);
    expect(response.rawPayload.equals(whole.subarray(start))).toBe(true);
    const past = await asHeadset(headset.token).get(file.url, { range: `bytes=${file.size}-` });
    expect(past.statusCode).toBe(416);
  });

  it('honours the range when If-Range names its ETag, and answers the whole file (200) otherwise', async () => {
    const client = asHeadset(headset.token);
    const range = 'bytes=100-';
    const same = await client.get(file.url, { range, 'if-range': `"${id}"` });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.equals(whole.subarray(100))).toBe(true);
    for (const ifRange of [`"${randomUUID()}"`, `W/"${id}"`, 'Sun, 29 Nov 2026 08:00:00 GMT']) {
      const other = await client.get(file.url, { range, 'if-range': ifRange });
      expect(other.statusCode, ifRange).toBe(200);
      expect(other.headers['content-range']).toBeUndefined();
      expect(other.rawPayload.equals(whole), ifRange).toBe(true);
    }
    const unsatisfiable = await client.get(file.url, {
      range: `bytes=${file.size + 10}-`,
      'if-range': '"x"',
    });
    expect(unsatisfiable.statusCode).toBe(200);
  });

  it('does the same at /api/files/:id', async () => {
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=100-', 'if-range': '"another"' },
    });
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.rawPayload.length).toBe(file.size);
    const match = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=100-', 'if-range': `"${id}"` },
    });
    expect(match.statusCode).toBe(206);
  });
});

describe('a file not in the manifest', () => {
  it('is a 404 for a stored file no lesson names, an unknown id and no id at all', async () => {
    const unlinked = await unlinkedUpload();
    expect(unlinked).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${unlinked}` })).statusCode).toBe(200);
    for (const other of [unlinked, randomUUID(), 'not-an-id']) {
      const response = await asHeadset(headset.token).get(`/api/headset/files/${other}`);
      expect(response.statusCode, other).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(M.fileNotInManifest);
      expect((await asHeadset(headset.token).head(`/api/headset/files/${other}`)).statusCode).toBe(404);
    }
  });

  it('is a 404 for a headset whose school teaches none of its lessons', async () => {
    const unlinked = await newHeadset();
    await t.app.db.update(devices).set({ school_id: null }).where(eq(devices._id, unlinked.id));
    expect((await asHeadset(unlinked.token).get(file.url)).statusCode).toBe(404);
  });
});
