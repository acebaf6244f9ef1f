/**
 * Shared setup of the upload tests: the app on the local folder or on an S3-compatible server, two
 * administrators (the owner of uploads and another one), tus and multipart requests, and `traces()`,
 * everything an upload can leave behind (rows, local files, stored objects), to prove a refusal left none.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { uploads } from '../../../server/db/schema';
import { startS3Server, type TestS3Server } from './s3-server';
import { bearer, createTestApp, DEMO, signIn, type TestApp } from './test-app';

export type StorageName = 'local' | 's3';

export let t: TestApp;
/** Tokens of the super administrator (who makes the uploads) and of the school administrator. */
export let owner: string;
export let otherAdmin: string;
/** The API over real HTTP (`http://127.0.0.1:<port>/api`), for tus-js-client. */
export let apiRoot: string;
let s3: TestS3Server | undefined;

export const LESSON = await readFile(path.join(import.meta.dirname, '../../fixtures/media/lesson.mp4'));
/** The start of a Windows executable (DOS stub and PE signature), whatever its name says. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(0x3a),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(0x40),
  Buffer.from('PE\0\0'),
  Buffer.alloc(4096),
]);
export const MB = 1024 * 1024;

export function setupUploadsApp(storage: StorageName): void {
  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    t = await createTestApp(s3 ? { s3: s3.config } : {});
    owner = (await signIn(t.app, DEMO.superAdmin)).token;
    otherAdmin = (await signIn(t.app, DEMO.schoolAdmin)).token;
    apiRoot = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Everything uploads left: rows, local files under UPLOAD_DIR, objects in the store. */
export async function traces() {
  const rows = await t.app.db.select({ id: uploads._id, status: uploads.status }).from(uploads);
  return {
    rows: rows.map((row) => `${row.id} ${row.status}`).sort(),
    files: await filesUnder(t.config.uploadDir),
    objects: s3 ? await s3.keys() : [],
  };
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

export interface Creation {
  id?: string;
  /** An upload kind, or anything else to see it refused. */
  kind?: string;
  filename?: string;
  filetype?: string;
  length: number;
  token?: string;
  /** creation-with-upload */
  body?: Buffer;
}

const TUS = { 'tus-resumable': '1.0.0' };
const auth = (token: string | undefined) => (token ? bearer(token) : {});

export function tusCreate({
  id = randomUUID(),
  kind = 'video',
  filename = 'lesson.mp4',
  filetype = 'video/mp4',
  length,
  token = owner,
  body,
}: Creation) {
  const metadata = [
    `id ${b64(id)}`,
    `filename ${b64(filename)}`,
    `filetype ${b64(filetype)}`,
    `kind ${b64(kind)}`,
  ].join(',');
  return t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      ...TUS,
      ...auth(token),
      'upload-length': String(length),
      'upload-metadata': metadata,
      ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

export const tusPatch = (id: string, offset: number, chunk: Buffer, token: string | undefined = owner) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/files/${id}`,
    headers: {
      ...TUS,
      ...auth(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: chunk,
  });

export const tusHead = (id: string, token: string | undefined = owner) =>
  t.app.inject({ method: 'HEAD', url: `/api/files/${id}`, headers: { ...TUS, ...auth(token) } });

export const tusDelete = (id: string, token: string | undefined = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: { ...TUS, ...auth(token) } });

/** A whole file through tus: created, then sent in chunks. */
export async function tusUpload(content: Buffer, creation: Partial<Creation> = {}) {
  const id = creation.id ?? randomUUID();
  await tusCreate({ ...creation, id, length: content.length });
  const last = await tusPatch(id, 0, content);
  return { id, last };
}

export const getFile = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers });

interface FilePart {
  name: string;
  filename: string;
  type?: string;
  /** The file's content, or chunks streamed one after another (a huge file never held whole). */
  content: Buffer | (() => AsyncIterable<Buffer>);
}
interface FieldPart {
  name: string;
  value: string;
}

const BOUNDARY = '----shala-test-boundary';

async function* multipartChunks(parts: Array<FilePart | FieldPart>): AsyncIterable<Buffer> {
  for (const part of parts) {
    if ('value' in part) {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
      );
      continue;
    }
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    );
    if (Buffer.isBuffer(part.content)) yield part.content;
    else yield* part.content();
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

/** A multipart request, streamed to the app. */
export function multipartPost(
  url: string,
  parts: Array<FilePart | FieldPart>,
  token: string | undefined = owner,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Readable.from(multipartChunks(parts)),
  });
}

/** `head` then zeros up to `size` bytes, generated a megabyte at a time (never written to disk). */
export function generated(head: Buffer, size: number): () => AsyncIterable<Buffer> {
  return async function* () {
    yield head;
    const zeros = Buffer.alloc(MB);
    let left = size - head.length;
    while (left > 0) {
      const chunk = left >= MB ? zeros : zeros.subarray(0, left);
      left -= chunk.length;
      yield chunk;
    }
  };
}
