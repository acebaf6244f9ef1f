/**
 * Part of the upload suite (local folder and S3): what tus 1.0.0 asks of the server besides the bytes.
 * `OPTIONS` says what it speaks, a request in another version is a 412 naming the versions spoken, and
 * every answer (the refusals of the guards, of our checks and of tus alike) says `Tus-Resumable: 1.0.0`
 * and, when it is an error, names its request.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES as M } from '../../../src/domain/uploads/upload-rules';
import {
  MAX_UNFINISHED_UPLOADS,
  UNFINISHED_UPLOAD_LIFETIME_MS,
} from '../../../server/modules/uploads/unfinished-uploads';
import { TUS_VERSION_MESSAGE } from '../../../server/modules/uploads/tus-protocol';
import { bearer } from './test-app';
import {
  EXE,
  LESSON,
  MB,
  otherAdmin,
  owner,
  t,
  tusCreate,
  tusDelete,
  tusHead,
  tusPatch,
  tusUpload,
  type StorageName,
} from './uploads-app';

type Answer = Awaited<ReturnType<typeof tusCreate>>;

/** A tus answer as the protocol wants it; an error's body also names its request, as every error does. */
function expectTusAnswer(answer: Answer, status: number) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['tus-resumable']).toBe('1.0.0');
  if (status >= 400 && answer.body) {
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json<{ requestId: string }>().requestId).toBe(answer.headers['x-request-id']);
  }
}

/** Ages a staged upload past its lifetime, as tus reads it (the row's age is the sweep's business). */
async function stagedLongAgo(id: string) {
  const info = path.join(t.config.uploadDir, 'staging', `${id}.json`);
  const staged = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
  staged.creation_date = new Date(Date.now() - UNFINISHED_UPLOAD_LIFETIME_MS - 60_000).toISOString();
  await writeFile(info, JSON.stringify(staged));
}

export function tusProtocolSuite(storage: StorageName): void {
  describe(`the tus 1.0.0 protocol (${storage})`, () => {
    it('answers OPTIONS /api/files, with no token, with the version, the extensions and the largest size', async () => {
      const answer = await t.app.inject({ method: 'OPTIONS', url: '/api/files' });
      expect(answer.statusCode, answer.body).toBe(204);
      expect(answer.headers).toMatchObject({
        'tus-resumable': '1.0.0',
        'tus-version': '1.0.0',
        'tus-extension': 'creation,creation-with-upload,termination,expiration',
        'tus-max-size': String(300 * MB),
      });
      expect(answer.body).toBe('');
    });

    it('refuses a request in another tus version with 412 and the versions it speaks, before anything else', async () => {
      const id = randomUUID();
      expect((await tusCreate({ id, length: LESSON.length })).statusCode).toBe(201);
      const other = { 'tus-resumable': '0.2.2' };
      const requests = [
        {
          method: 'POST' as const,
          url: '/api/files',
          headers: { ...other, ...bearer(owner), 'upload-length': '10' },
        },
        {
          method: 'PATCH' as const,
          url: `/api/files/${id}`,
          headers: { ...other, ...bearer(owner), 'upload-offset': '0' },
        },
        { method: 'DELETE' as const, url: `/api/files/${id}`, headers: { ...other, ...bearer(owner) } },
        { method: 'HEAD' as const, url: `/api/files/${id}`, headers: { ...other, ...bearer(owner) } },
        // Before the guards: whoever asks learns which version to speak.
        { method: 'PATCH' as const, url: `/api/files/${id}`, headers: { ...other } },
        // A request that names no version is no tus request either (a HEAD without one is a plain file's).
        { method: 'DELETE' as const, url: `/api/files/${id}`, headers: bearer(owner) },
      ];
      for (const request of requests) {
        const answer = await t.app.inject(request);
        expectTusAnswer(answer, 412);
        expect(answer.headers['tus-version'], request.method).toBe('1.0.0');
        if (request.method !== 'HEAD')
          expect(answer.json(), request.method).toMatchObject({
            message: TUS_VERSION_MESSAGE,
            errorType: 'tus_version',
          });
      }
      // Nothing happened to the upload.
      expect((await tusHead(id)).headers['upload-offset']).toBe('0');
      expect((await tusDelete(id)).statusCode).toBe(204);
    });

    it('says Tus-Resumable on every refusal: 401, 403, 404, 409, 410, 413, 415, 423 and 429', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: LESSON.length });
      await tusPatch(id, 0, LESSON.subarray(0, 1000));

      for (const answer of [
        await tusCreate({ length: 10, token: '' }),
        await tusPatch(id, 1000, LESSON.subarray(1000), ''),
        await tusDelete(id, ''),
        await tusHead(id, ''),
      ])
        expectTusAnswer(answer, 401);
      expectTusAnswer(await tusPatch(id, 1000, LESSON.subarray(1000), otherAdmin), 403);
      expectTusAnswer(await tusHead(id, otherAdmin), 403);
      expectTusAnswer(await tusDelete(randomUUID()), 404);
      expectTusAnswer(await tusPatch(randomUUID(), 0, LESSON), 404);
      expectTusAnswer(await tusCreate({ id, length: LESSON.length, token: otherAdmin }), 409);
      // tus's own refusal: the bytes do not start where the server stands.
      expectTusAnswer(await tusPatch(id, 5, LESSON.subarray(5, 100)), 409);
      expectTusAnswer(await tusCreate({ length: 301 * MB }), 413);
      const json = await t.app.inject({
        method: 'PATCH',
        url: `/api/files/${id}`,
        headers: { 'tus-resumable': '1.0.0', ...bearer(owner), 'upload-offset': '1000' },
        payload: { not: 'bytes' },
      });
      expectTusAnswer(json, 415);
      const exe = await tusUpload(EXE);
      expectTusAnswer(exe.last, 415);
      expect(exe.last.json()).toMatchObject({ message: M.videoType });

      // Every byte staged and the check under way: come back later.
      const checked = randomUUID();
      await tusCreate({ id: checked, length: LESSON.length });
      await appendFile(path.join(t.config.uploadDir, 'staging', checked), LESSON);
      expectTusAnswer(await tusHead(checked), 423);
      expectTusAnswer(await tusDelete(checked), 204);

      // Expired: tus answers 410 Gone on PATCH and HEAD.
      await stagedLongAgo(id);
      expectTusAnswer(await tusPatch(id, 1000, LESSON.subarray(1000)), 410);
      expectTusAnswer(await tusHead(id), 410);
      expectTusAnswer(await tusDelete(id), 204);

      const held: string[] = [];
      let refused: Answer | undefined;
      while (!refused && held.length <= MAX_UNFINISHED_UPLOADS) {
        const created = await tusCreate({ length: 10 });
        if (created.statusCode === 201) held.push(String(created.headers.location).split('/').pop()!);
        else refused = created;
      }
      expectTusAnswer(refused!, 429);
      for (const upload of held) await tusDelete(upload);
    });

    it('answers a refusal passed on by tus in the language asked', async () => {
      const id = randomUUID();
      await tusCreate({ id, length: EXE.length });
      const marathi = await t.app.inject({
        method: 'PATCH',
        url: `/api/files/${id}`,
        headers: {
          'tus-resumable': '1.0.0',
          ...bearer(owner),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'accept-language': 'mr',
        },
        payload: EXE,
      });
      expectTusAnswer(marathi, 415);
      expect(marathi.json<{ message: string }>().message).not.toBe(M.videoType);
      expect(marathi.json<{ message: string }>().message).toMatch(/[\u0900-\u097f]/);
    });
  });
}
