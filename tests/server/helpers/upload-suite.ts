/**
 * The upload suite, run on the local folder (uploads-local.test.ts) and on an S3-compatible server
 * (uploads-s3.test.ts): every refusal leaves nothing behind; a good MP4 is stored and served with ranges.
 */
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES as M, fileLinkOf } from '../../../src/domain/uploads/upload-rules';
import { sendWithTusClient } from './tus-client';
import { uploadQuotaSuite } from './upload-quota-suite';
import { tusProtocolSuite } from './tus-protocol-suite';
import {
  EXE,
  LESSON,
  MB,
  dropMidRequest,
  generated,
  getFile,
  multipartPost,
  otherAdmin,
  owner,
  setupUploadsApp,
  t,
  traces,
  tusCreate,
  tusDelete,
  tusHead,
  tusPatch,
  tusUpload,
  type StorageName,
} from './uploads-app';

/** Runs a refusal and checks it left no row, no file and no object behind. */
async function leavesNothing<T>(refusal: () => Promise<T>): Promise<T> {
  const before = await traces();
  const answer = await refusal();
  expect(await traces()).toEqual(before);
  return answer;
}

const errorOf = (response: { json<T>(): T }) => response.json<{ message: string; errorType: string }>();

export function uploadSuite(storage: StorageName): void {
  setupUploadsApp(storage);

  describe(`a good MP4 (${storage})`, () => {
    it('goes through tus in chunks, resumed with HEAD in the middle, and is served whole and by range', async () => {
      const id = randomUUID();
      const created = await tusCreate({ id, length: LESSON.length });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers.location).toBe(fileLinkOf(id));

      const first = await tusPatch(id, 0, LESSON.subarray(0, 10_000));
      expect(first.statusCode, first.body).toBe(204);
      expect(first.headers['upload-offset']).toBe('10000');
      expect((await getFile(id)).statusCode).toBe(404);

      const resumed = await tusHead(id);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.headers['upload-offset']).toBe('10000');
      expect(resumed.headers['upload-length']).toBe(String(LESSON.length));
      expect(resumed.headers['cache-control']).toBe('no-store');
      // The same expiry as the creation and the PATCH said (tus 1.0.0 "expiration" on HEAD too).
      expect(created.headers['upload-expires']).toBeDefined();
      expect(resumed.headers['upload-expires']).toBe(first.headers['upload-expires']);

      const second = await tusPatch(id, 10_000, LESSON.subarray(10_000, 20_000));
      expect(second.headers['upload-offset']).toBe('20000');
      const last = await tusPatch(id, 20_000, LESSON.subarray(20_000));
      expect(last.statusCode, last.body).toBe(204);
      expect(last.headers['upload-offset']).toBe(String(LESSON.length));

      const whole = await getFile(id);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(LESSON)).toBe(true);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-length': String(LESSON.length),
      });
      expect(whole.headers['cache-control']).toContain('immutable');

      const part = await getFile(id, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${LESSON.length}`);
      expect(part.rawPayload.equals(LESSON.subarray(100, 200))).toBe(true);

      // A range asked "if still this file" (If-Range): the part while the ETag matches, else the whole
      // file (a date is never a strong enough match), so a resumed download never glues two files.
      const etag = String(whole.headers.etag);
      const still = await getFile(id, { range: 'bytes=100-199', 'if-range': etag });
      expect(still.statusCode).toBe(206);
      expect(still.rawPayload.equals(LESSON.subarray(100, 200))).toBe(true);
      for (const ifRange of ['"another-file"', new Date().toUTCString()]) {
        const changed = await getFile(id, { range: 'bytes=100-199', 'if-range': ifRange });
        expect(changed.statusCode, ifRange).toBe(200);
        expect(changed.rawPayload.equals(LESSON)).toBe(true);
      }

      const tail = await getFile(id, { range: 'bytes=-50' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(LESSON.subarray(LESSON.length - 50))).toBe(true);

      const beyond = await getFile(id, { range: `bytes=${LESSON.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${LESSON.length}`);

      const head = await t.app.inject({ method: 'HEAD', url: fileLinkOf(id) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(LESSON.length));
      expect(head.body).toBe('');

      const left = await traces();
      expect(left.rows).toContain(`${id} stored`);
      if (storage === 's3') expect(left.objects).toContain(id);
      else expect(left.files).toContain(`files/${id}`);
      expect(
        left.files.filter((file) => file.startsWith('staging/') || file.startsWith('incoming/')),
      ).toEqual([]);
    });

    it('serves a stored file as its own bytes, never compressed, even of a type that would compress', async () => {
      // A binary glTF model: its type counts as compressible, yet its bytes (and byte ranges) go as stored.
      const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }).padEnd(4096, ' '));
      const header = Buffer.alloc(20);
      header.write('glTF', 0);
      header.writeUInt32LE(2, 4);
      header.writeUInt32LE(20 + json.length, 8);
      header.writeUInt32LE(json.length, 12);
      header.write('JSON', 16);
      const model = Buffer.concat([header, json]);
      const { id, last } = await tusUpload(model, {
        kind: 'asset',
        filename: 'scene.glb',
        filetype: 'model/gltf-binary',
      });
      expect(last.statusCode, last.body).toBe(204);
      const whole = await getFile(id, { 'accept-encoding': 'br, gzip' });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('model/gltf-binary');
      expect(whole.headers['content-encoding']).toBeUndefined();
      expect(whole.rawPayload.equals(model)).toBe(true);
      const part = await getFile(id, { 'accept-encoding': 'br, gzip', range: 'bytes=0-1999' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.rawPayload.equals(model.subarray(0, 2000))).toBe(true);
    });

    it('answers a finished upload to its owner: HEAD says complete, a late PATCH is a conflict', async () => {
      const { id, last } = await tusUpload(LESSON);
      expect(last.statusCode, last.body).toBe(204);
      const head = await tusHead(id);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(LESSON.length));
      expect(head.headers['upload-length']).toBe(String(LESSON.length));
      expect((await tusPatch(id, 0, LESSON)).statusCode).toBe(409);
      const again = await tusCreate({ id, length: LESSON.length });
      expect(again.statusCode).toBe(201);
      expect(again.headers['upload-offset']).toBe(String(LESSON.length));
    });

    it('asks the client to come back while its last bytes are being checked', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      // The staged bytes complete, as between the last write and the end of the check.
      await appendFile(path.join(t.config.uploadDir, 'staging', id), LESSON);
      expect((await tusHead(id)).statusCode).toBe(423);
      expect((await tusDelete(id)).statusCode).toBe(204);
    });

    it('goes through tus in one creation-with-upload request', async () => {
      const id = randomUUID();
      const created = await tusCreate({ id, length: LESSON.length, body: LESSON });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['upload-offset']).toBe(String(LESSON.length));
      expect((await getFile(id)).rawPayload.equals(LESSON)).toBe(true);
    });

    it('answers a re-creation of its own id with the upload as it stands', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      await tusPatch(id, 0, LESSON.subarray(0, 5000));
      const again = await tusCreate({ id, length: LESSON.length });
      expect(again.statusCode).toBe(201);
      expect(again.headers.location).toBe(fileLinkOf(id));
      expect(again.headers['upload-offset']).toBe('5000');
      expect((await tusPatch(id, 5000, LESSON.subarray(5000))).statusCode).toBe(204);
      expect((await getFile(id)).rawPayload.equals(LESSON)).toBe(true);
    });

    for (const url of ['/api/upload', '/api/uploads']) {
      it(`goes through ${url} and is served`, async () => {
        const response = await multipartPost(url, [
          { name: 'kind', value: 'video' },
          { name: 'file', filename: 'Lesson one.mp4', type: 'video/mp4', content: LESSON },
        ]);
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json<{ url: string; data: { url: string; id: string } }>();
        expect(body).toEqual({
          success: true,
          message: M.uploaded,
          url: fileLinkOf(body.data.id),
          data: {
            url: fileLinkOf(body.data.id),
            id: body.data.id,
            filename: 'Lesson one.mp4',
            size: LESSON.length,
            type: 'video/mp4',
          },
        });
        const served = await getFile(body.data.id, { range: 'bytes=100-199' });
        expect(served.statusCode).toBe(206);
        expect(served.rawPayload.equals(LESSON.subarray(100, 200))).toBe(true);
      });
    }

    it('is judged a video by its content when no kind is given, and keeps a Hindi file name', async () => {
      const response = await multipartPost('/api/upload', [
        { name: 'file', filename: 'पाठ एक.mp4', content: LESSON },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json<{ data: { id: string; type: string; filename: string } }>();
      expect(data).toMatchObject({ type: 'video/mp4', filename: 'पाठ एक.mp4' });
      expect((await getFile(data.id)).headers['content-disposition']).toBe(
        `inline; filename*=UTF-8''${encodeURIComponent('पाठ एक.mp4')}`,
      );
    });
  });

  describe(`tus-js-client over HTTP (${storage})`, () => {
    it('creates the upload under the id it chose, stops after a chunk, and resumes where it stopped', async () => {
      const id = randomUUID();
      const first = await sendWithTusClient(id, LESSON, { stopAfter: 8000 });
      expect(first.error).toBeUndefined();
      const resumed = await sendWithTusClient(id, LESSON);
      expect(resumed.error).toBeUndefined();
      expect(first.sentBytes + resumed.sentBytes).toBe(LESSON.length);
      expect((await getFile(id)).rawPayload.equals(LESSON)).toBe(true);
      const again = await sendWithTusClient(id, LESSON);
      expect(again).toEqual({ sentBytes: 0 });
    });

    it("hears the server's refusal of a renamed .exe with its message", async () => {
      const run = await leavesNothing(() => sendWithTusClient(randomUUID(), EXE));
      expect(run.error?.originalResponse?.getStatus()).toBe(415);
      expect(JSON.parse(run.error?.originalResponse?.getBody() ?? '{}')).toMatchObject({
        message: M.videoType,
      });
    });
  });

  describe(`refusals leave nothing behind (${storage})`, () => {
    it('refuses a renamed .exe as .mp4 through tus at its last byte', async () => {
      const answer = await leavesNothing(() => tusUpload(EXE, { filename: 'lesson.mp4' }));
      expect(answer.last.statusCode).toBe(415);
      expect(answer.last.headers['content-type']).toContain('application/json');
      expect(errorOf(answer.last)).toMatchObject({
        message: M.videoType,
        errorType: 'unsupported_media_type',
      });
      expect((await tusHead(answer.id)).statusCode).toBe(404);
    });

    it('refuses a renamed .exe as .mp4 through /api/upload', async () => {
      const response = await leavesNothing(() =>
        multipartPost('/api/upload?kind=video', [
          { name: 'file', filename: 'lesson.mp4', type: 'video/mp4', content: EXE },
        ]),
      );
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).message).toBe(M.videoType);
    });

    it('refuses a 301 MB video at creation through tus', async () => {
      const response = await leavesNothing(() => tusCreate({ length: 301 * MB }));
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).message).toBe(M.videoTooLarge);
    });

    it('cuts a 301 MB video at the limit through /api/upload', async () => {
      const response = await leavesNothing(() =>
        multipartPost('/api/upload?kind=video', [
          { name: 'file', filename: 'big.mp4', type: 'video/mp4', content: generated(LESSON, 301 * MB) },
        ]),
      );
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({ message: M.videoTooLarge, errorType: 'payload_too_large' });
    });

    it('refuses a PDF over 100 MB through tus and, judged by its content, through /api/upload', async () => {
      const created = await leavesNothing(() =>
        tusCreate({ kind: 'pdf', filename: 'book.pdf', filetype: 'application/pdf', length: 100 * MB + 1 }),
      );
      expect(created.statusCode).toBe(413);
      expect(errorOf(created).message).toBe(M.fileTooLarge);
      const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
      const posted = await leavesNothing(() =>
        multipartPost('/api/upload', [
          { name: 'file', filename: 'book.pdf', content: generated(pdf, 101 * MB) },
        ]),
      );
      expect(posted.statusCode).toBe(413);
      expect(errorOf(posted).message).toBe(M.fileTooLarge);
    });

    it('refuses a path-traversal file name', async () => {
      const created = await leavesNothing(() =>
        tusCreate({ filename: '../../server/app.ts', length: LESSON.length }),
      );
      expect(created.statusCode).toBe(400);
      expect(errorOf(created).message).toBe(M.fileNameInvalid);
      const posted = await leavesNothing(() =>
        multipartPost('/api/upload', [{ name: 'file', filename: '../../lesson.mp4', content: LESSON }]),
      );
      expect(posted.statusCode).toBe(400);
      expect(errorOf(posted).message).toBe(M.fileNameInvalid);
    });

    it('refuses a file name hiding its type behind a bidirectional override, or holding an invisible character', async () => {
      for (const filename of [
        'abc\u202egpj.exe',
        'lesson\u2066.mp4',
        'les\u200bson.mp4',
        '\ufefflesson.mp4',
      ]) {
        const created = await leavesNothing(() => tusCreate({ filename, length: LESSON.length }));
        expect(created.statusCode, filename).toBe(400);
        expect(errorOf(created).message).toBe(M.fileNameInvalid);
        const posted = await leavesNothing(() =>
          multipartPost('/api/upload', [{ name: 'file', filename, content: LESSON }]),
        );
        expect(posted.statusCode, filename).toBe(400);
        expect(errorOf(posted).message).toBe(M.fileNameInvalid);
      }
    });

    it('keeps a Devanagari file name written with its joiners', async () => {
      const filename = 'प्रज्\u200dञा धडा.mp4';
      const posted = await multipartPost('/api/upload', [{ name: 'file', filename, content: LESSON }]);
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json<{ data: { filename: string } }>().data.filename).toBe(filename);
      const { id } = await tusUpload(LESSON, { filename });
      expect((await getFile(id)).headers['content-disposition']).toContain(encodeURIComponent(filename));
    });

    it("refuses another user's tus upload id", async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      await tusPatch(id, 0, LESSON.subarray(0, 1000));
      const theirs = await leavesNothing(async () => [
        await tusCreate({ id, length: LESSON.length, token: otherAdmin }),
        await tusHead(id, otherAdmin),
        await tusPatch(id, 1000, LESSON.subarray(1000), otherAdmin),
        await tusDelete(id, otherAdmin),
      ]);
      expect(theirs.map((response) => response.statusCode)).toEqual([409, 403, 403, 403]);
      expect(errorOf(theirs[0]!).message).toBe(M.idTaken);
      // A HEAD answer has no body; PATCH and DELETE say why.
      for (const response of theirs.slice(2)) expect(errorOf(response).message).toBe(M.notOwner);
      expect((await tusHead(id)).headers['upload-offset']).toBe('1000');
      expect((await tusDelete(id)).statusCode).toBe(204);
      expect((await traces()).rows.some((row) => row.startsWith(id))).toBe(false);
    });

    it('refuses every upload request with no token', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      const anonymous = await leavesNothing(async () => [
        await tusCreate({ length: LESSON.length, token: '' }),
        await tusHead(id, ''),
        await tusPatch(id, 0, LESSON, ''),
        await tusDelete(id, ''),
        await multipartPost('/api/upload', [{ name: 'file', filename: 'lesson.mp4', content: LESSON }], ''),
        await multipartPost('/api/uploads', [{ name: 'file', filename: 'lesson.mp4', content: LESSON }], ''),
      ]);
      expect(anonymous.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
      await tusDelete(id);
    });

    it('refuses a field `file` that is not a file, and a body that is not multipart', async () => {
      const field = await leavesNothing(() =>
        multipartPost('/api/upload', [{ name: 'file', value: 'lesson.mp4' }]),
      );
      expect(field.statusCode).toBe(400);
      expect(errorOf(field).message).toBe(M.notAFile);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { authorization: `Bearer ${owner}` },
        payload: { file: 'lesson.mp4' },
      });
      expect(json.statusCode).toBe(400);
      expect(errorOf(json).message).toBe(M.notAFile);
    });

    it('refuses a multipart body it cannot read with Failed to upload file', async () => {
      const headers = { authorization: `Bearer ${owner}` };
      const bodies = [
        { type: 'multipart/form-data', body: 'no boundary' },
        { type: 'multipart/form-data; boundary=XX', body: 'not a part' },
        {
          type: 'multipart/form-data; boundary=XX',
          body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\ncut short',
        },
      ];
      for (const { type, body } of bodies) {
        const response = await leavesNothing(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/upload',
            headers: { ...headers, 'content-type': type },
            payload: body,
          }),
        );
        expect(response.statusCode, body).toBe(400);
        expect(errorOf(response).message).toBe(M.uploadFailed);
      }
    });

    it('forgets a multipart upload whose connection drops mid-file', async () => {
      const before = await traces();
      await dropMidRequest('/api/upload?kind=video', {
        'content-type': 'multipart/form-data; boundary=XX',
        head: '--XX\r\nContent-Disposition: form-data; name="file"; filename="lesson.mp4"\r\n\r\n',
      });
      await vi.waitFor(async () => expect(await traces()).toEqual(before), { timeout: 10_000, interval: 50 });
    });

    it('keeps what a tus PATCH received before its connection dropped, to resume from there', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      await dropMidRequest(`/api/files/${id}`, {
        method: 'PATCH',
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      });
      await vi.waitFor(async () => expect((await tusHead(id)).headers['upload-offset']).toBe('10000'), {
        timeout: 10_000,
        interval: 50,
      });
      expect((await tusPatch(id, 10_000, LESSON.subarray(10_000))).statusCode).toBe(204);
      expect((await getFile(id)).rawPayload.equals(LESSON)).toBe(true);
    });

    it('refuses a bad upload id, an unknown kind and a missing length', async () => {
      const badId = await leavesNothing(() => tusCreate({ id: 'not-a-uuid', length: 10 }));
      expect(errorOf(badId).message).toBe(M.idInvalid);
      const badKind = await leavesNothing(() => tusCreate({ kind: 'image', length: 10 }));
      expect(errorOf(badKind).message).toBe(M.kindInvalid);
      const badQueryKind = await leavesNothing(() =>
        multipartPost('/api/upload?kind=image', [{ name: 'file', filename: 'lesson.mp4', content: LESSON }]),
      );
      expect(errorOf(badQueryKind).message).toBe(M.kindInvalid);
      const noLength = await leavesNothing(() => tusCreate({ length: Number.NaN }));
      expect(noLength.statusCode).toBe(400);
    });

    it('forgets an unfinished upload its owner terminates', async () => {
      const before = await traces();
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      await tusPatch(id, 0, LESSON.subarray(0, 1000));
      expect((await tusDelete(id)).statusCode).toBe(204);
      expect(await traces()).toEqual(before);
    });

    it('answers an unknown or unfinished id with 404 Upload not found', async () => {
      const id = randomUUID();
      expect(errorOf(await getFile(id)).message).toBe(M.notFound);
      await tusCreate({ id, length: LESSON.length });
      const unfinished = await getFile(id);
      expect(unfinished.statusCode).toBe(404);
      expect(errorOf(unfinished).message).toBe(M.notFound);
      expect((await getFile('../../etc/passwd')).statusCode).toBe(404);
      await tusDelete(id);
    });
  });

  uploadQuotaSuite(storage);
  tusProtocolSuite(storage);
}
